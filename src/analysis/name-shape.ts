import { isCommonWords } from "./common-words.ts";
import { containsAnyOf } from "./discovery-context.ts";
import {
  MAKER_TECHNOLOGIES,
  STOP_EXACT,
  STOP_SUBSTRINGS_CJK,
  STOP_WORDS_LATIN,
} from "./discovery-stop-list.ts";

/*
 * The shape of a name: what a discovery candidate must look like to be a brand at all, before any
 * evidence is weighed (docs/analysis.md, Brand discovery: generic vocabularies and the name's shape).
 */

/** A name written in digits ("7-11"), accepted only where the context says it is a name. */
const DIGIT_NAME = /^\d{1,2}[-&]\d{1,2}$/;
/**
 * A quantity or pack size ("310ml单罐", "220g*20瓶", "12-Piece", "3-pack", "8–12Wh") describes a product, it does not name one; a season
 * or an episode ("第6季第5集", whose numbering leaves "季第5集") is no name either.
 */
const QUANTITY =
  /\d\s*(?:ml|g|kg|l|mm|cm|mah|w|wh|kwh|gb|tb|瓶|罐|箱|包|袋|元|块|个|片|斤|克|毫升|升|寸|%)(?![a-z])|\d[ -]?(?:pieces?|pcs?|packs?|count|ct|quarts?|qt|inch|oz|lbs?)\b|季第\d|第\d{1,3}\s*[季集期]/;
/** A price or rate ("$200-400/hour", "Free-$500", "¥99起") is what something costs, not a name. */
const PRICE = /[$¥￥€£]\s?\d|\/(?:hour|hr|month|mo|year|yr)\b/;
/**
 * A Chinese head opened by a generic qualifier ("大型超市", "本地零售商", "社区团购", "智能单插"), perhaps after a
 * model code ("V6 智能单插"), is a kind of thing.
 */
const GENERIC_QUALIFIER =
  /^(?:[a-z]{0,3}\d[a-z0-9-]* ?)?(?:大型|小型|中型|本地|当地|社区|线上|线下|网上|各大|各类|附近|周边|连锁|传统|其他|其它|一些|部分|主流|知名|国内|国外|海外|专业|官方|普通|常见|两种|三种|几种|多种|各种|两类|三类|智能)[\u3400-\u9fff]/;
/**
 * A place ("丰泽区", "观前街商圈", "盘龙区北京路店", "星海广场", "乔治市", "江平路沿线") or a product variant (a colour "柠檬黄", "801白皙色",
 * a flavour "原味"): the answer's shopping details, not names.
 */
const PLACE_OR_VARIANT =
  /[\u3400-\u9fff](?:区|街|路|街道|商圈|广场|县|镇|村|夜市|分店|门店|[区路街](?:沿线|一带|附近|周边)|[区路街][\u3400-\u9fff]*店|色|黄|粉|蓝|绿|紫|灰|味|型|版|款|(?<!商)城|(?<![超门集股])市|式)$/;
/** A company name: a long Chinese name is still one when it ends like a company. */
export const COMPANY_SUFFIX = /(?:有限公司|股份公司|集团|公司)$/;
/**
 * What a long Chinese name ends with: a Chinese name of seven or more characters is an organisation
 * ("石河子商贸城超市", "武汉金刚健身器材商城", "安徽省贵池茶厂"), or a phrase ("看近时睫状肌负担减轻").
 */
export const ORGANISATION_END =
  /(?:超市|商城|商场|百货|商店|药房|公司|集团|茶业|[厂店馆行庄号堂坊社院所会])$|(?:中心|广场|银行|酒店|平台)$/;
/** One automaton pass instead of a regular expression of some 300 alternatives. */
const containsGenericTerm = containsAnyOf(STOP_SUBSTRINGS_CJK);

/** "contagrip ma", "cloudtec缓震模块": a maker's technology, alone or with the rest of its name. */
function isMakerTechnology(candidate: string): boolean {
  for (const technology of MAKER_TECHNOLOGIES)
    if (candidate.startsWith(technology) && !/^[a-z0-9]/.test(candidate.slice(technology.length)))
      return true;
  return false;
}

/** True when a normalised candidate looks like a brand or product name. */
export function isBrandLike(
  candidate: string,
  originalSpelling: string,
  lowerCaseWordOk = false,
  spelledBySite = false,
): boolean {
  if (candidate.length < 2 || candidate.length > 30) return false;
  if (STOP_EXACT.has(candidate) || isMakerTechnology(candidate)) return false;
  if (/[,.;!?。:"'“”‘’]$|[,;!?。“”、]/.test(candidate)) return false;
  if (!/[\p{L}]/u.test(candidate)) return lowerCaseWordOk && DIGIT_NAME.test(candidate);
  if (
    QUANTITY.test(candidate) ||
    PRICE.test(candidate) ||
    GENERIC_QUALIFIER.test(candidate) ||
    PLACE_OR_VARIANT.test(candidate)
  )
    return false;
  if (/^[\d\s$¥￥%.,k+-]+/.test(candidate) && !/[a-z\u3400-\u9fff]/.test(candidate.replace(/^[\d\s]+/, "")))
    return false;
  const cjkCount = countCjk(candidate);
  if (cjkCount > (COMPANY_SUFFIX.test(candidate) ? 16 : 10)) return false;
  if (cjkCount >= 7 && cjkCount === candidate.length && !ORGANISATION_END.test(candidate)) return false;
  if (cjkCount > 0 && containsGenericTerm(candidate)) return false;
  // "Neptune.ai", "Realtor.com": a site's name written as its domain, capitalised.
  if (SITE_NAME.test(originalSpelling)) return true;
  const latinWords = originalSpelling.match(/[A-Za-zÀ-ÖØ-öø-ÿ][\wÀ-ÖØ-öø-ÿ'’+-]*/g) ?? [];
  if (latinWords.length > 4) return false;
  const last = latinWords.length - 1;
  const first = latinWords[0] ?? "";
  // "Free Fly Apparel": a capitalised name that ends like a company may open with any word.
  const company =
    cjkCount === 0 && last >= 2 && COMPANY_END.test(latinWords[last]) && allCapitalised(latinWords);
  for (let w = 0; w < latinWords.length; w++) {
    const word = latinWords[w];
    // "The Summer House", "The Farmer's Dog": a capitalised article opens a name of capitalised words.
    if (w === 0 && word === "The" && latinWords.length >= 2 && /^[A-Z]/.test(latinWords[1])) continue;
    // "MATE the Label": a particle inside a name whose ends are capitalised and whose first word is
    // no ordinary word, or is written in capitals ("List of YC Companies" is a phrase), or whose whole
    // spelling is a site the answer links ("Band of Angels", bandofangels.com).
    if (
      w > 0 &&
      w < last &&
      NAME_PARTICLE.test(word) &&
      /^[A-Z]/.test(latinWords[last]) &&
      (spelledBySite || /^[A-Z]{2,}$/.test(first) || !isCommonWords(first.toLowerCase()))
    )
      continue;
    if (company) continue;
    // "Peec AI", "Arize AI": "AI" in capitals after a capitalised word that is no ordinary word is part
    // of the name (alone, or opening one, it is the attribute label the stop list means); after an
    // ordinary word or an adjective ("Ads AI", "Generative AI", "Agentic AI") it is a kind of AI, unless
    // the answer links the site the name spells ("Fiddler AI", fiddler.ai).
    if (
      w === last &&
      w === 1 &&
      word === "AI" &&
      /^[A-Z0-9]/.test(first) &&
      !ADJECTIVE_ENDING.test(first) &&
      (spelledBySite || !isCommonWords(first.toLowerCase()))
    )
      continue;
    if (STOP_WORDS_LATIN.has(word.toLowerCase())) return false;
    // Brand words carry a capital or a digit ("iPhone", "Galaxy S24"); lower-case words are prose,
    // except a single word set apart as a name where the context says it is one ("### 3. **vivo**").
    if (cjkCount === 0 && !/[A-Z0-9À-ÖØ-Þ]/.test(word) && !(lowerCaseWordOk && latinWords.length === 1))
      return false;
  }
  if (cjkCount === 1 && latinWords.length === 0) return false;
  return true;
}

/** The last word of a company's name ("Free Fly Apparel", "Community Clothing"). */
/** A capitalised name written as its domain, one token ("Neptune.ai", "Apartments.com"). */
const SITE_NAME = /^[A-Z][A-Za-z0-9-]{1,30}\.(?:ai|io|com|co|app|so|dev|net|org|vc)$/;
const COMPANY_END =
  /^(?:Apparel|Clothing|Company|Co|Labs|Brands|Collective|Outfitters|Studios?|Foods|Beauty|Goods)$/;
/** Endings of English adjectives ("Generative", "Conversational", "Agentic", "Explainable", "Applied"). */
const ADJECTIVE_ENDING = /(?:ive|ional|ical|tic|ed|ing|able|ible)$/;
const NAME_PARTICLE = /^(?:the|of|de|la|le|du|des|and)$/;

function allCapitalised(words: readonly string[]): boolean {
  return words.every((word) => /^[A-Z0-9]/.test(word));
}

/** How many code units of `text` are CJK ideographs (U+3400-U+9FFF), without matching them into an array. */
function countCjk(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x3400 && code <= 0x9fff) count++;
  }
  return count;
}
