// opencc-js ships no type declarations in the installed package; this covers the one call we make.
declare module "opencc-js/t2cn" {
  export function Converter(options: { from: string; to: string }): (text: string) => string;
}
