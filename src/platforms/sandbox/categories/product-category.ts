/** Where a brand comes from: selects 国产 (domestic) brands and writes country-word openers ("德国的博世"). */
export type CountryCode =
  | "CN"
  | "US"
  | "JP"
  | "KR"
  | "DE"
  | "FR"
  | "GB"
  | "CH"
  | "SE"
  | "IT"
  | "NL"
  | "DK"
  | "NZ"
  | "AU"
  | "IE"
  | "ES"
  | "BE"
  | "MX"
  | "CA"
  | "NO"
  | "FI"
  | "CZ";

/** A brand of a category, in its Chinese and English spellings. */
export interface CatalogueBrand {
  zh: string;
  en: string;
  country: CountryCode;
  /** Model or product names a model-level answer glues to the brand ("飞科FS903", "Llama3.1:8b"). */
  models: readonly string[];
  /** Written without a space before the model in English too ("Llama3.1:8b", "Qwen2.5:7b"). */
  gluedModels?: boolean;
}

/**
 * What kind of thing a category sells: picks where-to-buy channels, source sites, and whether answers
 * carry code blocks (software) or a refusal (finance, VPNs on Chinese platforms).
 */
export type CategoryGroup =
  | "electronics"
  | "appliances"
  | "beauty"
  | "baby"
  | "pets"
  | "food"
  | "drinks"
  | "auto"
  | "apparel"
  | "stationery"
  | "software"
  | "finance"
  | "travel"
  | "education"
  | "retail";

/** A product category the sandbox answers about, with the words that select it and its brands. */
export interface ProductCategory {
  id: string;
  group: CategoryGroup;
  zhName: string;
  enName: string;
  /** Lower-case words (Chinese and English) that select the category in a question. */
  keywords: readonly string[];
  brands: readonly CatalogueBrand[];
  /** Aspects answers compare brands on. */
  zhAspects: readonly string[];
  enAspects: readonly string[];
  /** Kinds of the product, used as category headings ("### 无香型洗发水"): [Chinese, English]. */
  kinds: readonly (readonly [string, string])[];
  /**
   * Usage notes and feature descriptions ("避免高温烫伤头皮", "不适合手洗丝绸"): they read like warnings but
   * describe the product, not the brand. [Chinese, English].
   */
  notes?: readonly (readonly [string, string])[];
  /** Answers open with a disclaimer and sometimes name no brand at all ("I can't recommend specific…"). */
  sensitive?: boolean;
  /** Brands serve one market: Chinese answers name the Chinese ones, English answers the others. */
  regional?: boolean;
}

/** Builds a brand entry; `models` are glued to the brand in model-level answers. */
export const brand = (
  zh: string,
  en: string,
  country: CountryCode,
  models: readonly string[] = [],
  gluedModels = false,
): CatalogueBrand => (gluedModels ? { zh, en, country, models, gluedModels } : { zh, en, country, models });
