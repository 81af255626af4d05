import type { CatalogueBrand, CategoryGroup, CountryCode } from "./categories/product-category.ts";
import { pick } from "./seeded-random.ts";

/** A brand in an answer: its name in the answer's language, and its catalogue entry when it has one. */
export interface AnswerBrand {
  name: string;
  entry?: CatalogueBrand;
}

const COUNTRY_WORDS: Record<CountryCode, readonly [string, string]> = {
  CN: ["国产", "Chinese"],
  US: ["美国", "American"],
  JP: ["日本", "Japanese"],
  KR: ["韩国", "Korean"],
  DE: ["德国", "German"],
  FR: ["法国", "French"],
  GB: ["英国", "British"],
  CH: ["瑞士", "Swiss"],
  SE: ["瑞典", "Swedish"],
  IT: ["意大利", "Italian"],
  NL: ["荷兰", "Dutch"],
  DK: ["丹麦", "Danish"],
  NZ: ["新西兰", "New Zealand"],
  AU: ["澳大利亚", "Australian"],
  IE: ["爱尔兰", "Irish"],
  ES: ["西班牙", "Spanish"],
  BE: ["比利时", "Belgian"],
  MX: ["墨西哥", "Mexican"],
  CA: ["加拿大", "Canadian"],
  NO: ["挪威", "Norwegian"],
  FI: ["芬兰", "Finnish"],
  CZ: ["捷克", "Czech"],
};

const isLatin = (text: string) => /^[\x20-\x7e\u00c0-\u024f]+$/.test(text);

/**
 * The brand with its other spelling in brackets, as answers write a first mention: "戴森（Dyson）",
 * "斑马（ZEBRA）", "Roborock (石头)"; the plain name when there is no other spelling.
 */
export function withAlias(brand: AnswerBrand, zh: boolean): string {
  const entry = brand.entry;
  if (!entry) return brand.name;
  const other = zh ? entry.en : entry.zh;
  // English answers bracket only a Chinese brand's own spelling ("Roborock (石头)", not "Apple (苹果)").
  if (
    other === brand.name ||
    (zh && isLatin(brand.name)) ||
    (!zh && (isLatin(other) || entry.country !== "CN"))
  )
    return brand.name;
  return zh ? `${brand.name}（${other}）` : `${brand.name} (${other})`;
}

/** A country-word opener: "德国的博世", "日本的斑马（ZEBRA）", "the German brand Bosch"; null for 国产 in Chinese. */
export function withCountry(brand: AnswerBrand, zh: boolean, alias = false): string | null {
  const entry = brand.entry;
  if (!entry || (zh && entry.country === "CN")) return null;
  const [zhWord, enWord] = COUNTRY_WORDS[entry.country];
  const name = alias ? withAlias(brand, zh) : brand.name;
  return zh ? `${zhWord}的${name}` : `the ${enWord} brand ${name}`;
}

/**
 * The brand glued to one of its models, the way answers name products: "飞科FS903", "小米15 Ultra",
 * "OPPO Find X8 Pro", "Llama3.1:8b". The plain name when the catalogue knows no model.
 */
export function withModel(brand: AnswerBrand, random: () => number, zh: boolean): string {
  const entry = brand.entry;
  if (!entry || entry.models.length === 0) return brand.name;
  const model = pick(random, entry.models);
  if (entry.gluedModels || /^[-:.]/.test(model)) return `${brand.name}${model}`;
  const cjkEnd = /[\u4e00-\u9fff）]$/.test(brand.name);
  return zh && cjkEnd ? `${brand.name}${model}` : `${brand.name} ${model}`;
}

const PRICE_RANGES: Record<CategoryGroup, readonly [number, number]> = {
  electronics: [1999, 8999],
  appliances: [499, 4999],
  beauty: [59, 1299],
  baby: [199, 499],
  pets: [99, 599],
  food: [9, 39],
  drinks: [5, 25],
  auto: [99_900, 329_900],
  apparel: [399, 1599],
  stationery: [3, 30],
  software: [0, 300],
  finance: [0, 1000],
  travel: [299, 1599],
  education: [0, 999],
  retail: [0, 0],
};

/** A plausible price line for a product of the group: "约¥3,999" / "about $599". */
export function priceOf(group: CategoryGroup, random: () => number, zh: boolean): string {
  const [low, high] = PRICE_RANGES[group];
  const yuan = Math.round((low + random() * (high - low)) / 10) * 10 - (high > 100 ? 1 : 0);
  if (zh) return yuan <= 0 ? "免费版可用" : `约¥${Math.max(yuan, 1).toLocaleString("en-US")}`;
  const dollars = Math.max(1, Math.round(yuan / 7));
  return yuan <= 0 ? "free tier available" : `about $${dollars.toLocaleString("en-US")}`;
}
