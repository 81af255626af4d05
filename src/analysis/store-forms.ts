import type { DiscoveredBrand } from "./candidate-board.ts";
import { type NormalizedText, originalSlice } from "./text-normalizer.ts";
import { isInsideAny, type Span } from "./text-spans.ts";

/*
 * What a Chinese retailer's or platform's name adds for one of its shops, formats or services: "永辉超市",
 * "苏宁易购", "美团优选", "国美电器", "抖音商城". The short name names the same brand, so an answer that
 * writes both forms names one brand, reported by its short form (the labelling convention's shortest
 * form that names the brand, docs/analysis.md). A tail that is a name of its own ("茅台王子", "盒马鲜生",
 * "华为智选") is not one of these words: those stay as the answer first writes them.
 */
const STORE_FORM_WORDS = [
  "精品超市",
  "超市",
  "大卖场",
  "易购",
  "优选",
  "商城",
  "电商",
  "外卖",
  "购物网",
  "买菜",
  "到家",
  "电器",
  "百货",
  "商场",
  "集团",
  "大药房",
  "药房",
  "便利店",
];

/** Exactly one of the words (the tail after the short name). */
export const STORE_FORM = new RegExp(`^(?:${STORE_FORM_WORDS.join("|")})$`);

/**
 * "永辉超市" or "**国美电器**" where the answer also writes 永辉 or 国美 apart from the longer form: the
 * brand is reported by the short name when it is a spelling of the brand or a well-known brand's
 * (`isSpelling`) and the rest is a store form. The short name joins the brand's spellings.
 */
export function shortStoreName(
  brand: DiscoveredBrand,
  text: string,
  original: string,
  normalized: NormalizedText,
  excluded: readonly Span[],
  isSpelling: (name: string) => boolean,
): DiscoveredBrand {
  const found = brand.patterns[0];
  for (let length = 2; length <= found.length - 2; length++) {
    const short = found.slice(0, length);
    if (!STORE_FORM.test(found.slice(length)) || !(brand.patterns.includes(short) || isSpelling(short)))
      continue;
    for (let at = text.indexOf(short); at >= 0; at = text.indexOf(short, at + 1))
      if (!text.startsWith(found, at) && !isInsideAny(excluded, at))
        return {
          ...brand,
          name: originalSlice(original, normalized, at, at + length),
          patterns: brand.patterns.includes(short) ? brand.patterns : [...brand.patterns, short],
        };
  }
  return brand;
}
