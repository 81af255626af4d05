import type { Span } from "./text-spans.ts";
import { matchesFrom } from "./trigger-words.ts";

/*
 * Enumerations of examples: "大型超市如**沃尔玛**、**华润万家**等", "椰子水（如维他或椰树牌）",
 * "retailers such as Amazon, Chewy and Petco". The members of an enumeration introduced by an example
 * word are instances of what precedes it, so names when that is a kind of shop, brand or product; a
 * member that ends like the category it exemplifies ("鲜榨果汁（如橙汁或西瓜汁）") is a sub-type.
 */

export interface EnumerationMember extends Span {
  /** The enumeration follows a noun it gives examples of ("超市如…", "椰子水（如…）"). */
  exampleOf: boolean;
  /** That noun is a word for brands, shops or platforms ("品牌如", "便利店如", "platforms like"). */
  brandNoun: boolean;
  /** The member ends with the category noun's last character: a sub-type, not a name. */
  subtype: boolean;
  /** The enumeration's index in the answer: members of one enumeration are siblings. */
  group: number;
  /** A Latin member cut at the length limit: only a name when it opens with a capital (discovery checks). */
  truncated?: boolean;
}

// Normalised text: lower-case Latin, half-width punctuation.
/** Every alternative starts with an enumeration opener of trigger-words.ts. */
const OPENER =
  /(?:比如|例如|譬如|诸如|包括|像是|如|such as|like|including|includes?|e\.g\.,?|for example,?)[ \t]*/g;
/** "Top natural cat food brands … include A, B": the subject of "include" may stand far before it. */
const SUBJECT_NOUNS =
  /\b(?:brands?|retailers?|stores?|shops?|platforms?|companies|makers?|manufacturers?|apps?|websites?|chains?|labels?|alternatives|options|picks|dupes|competitors|contenders|accelerators?|programs?|services?|tools?)\b/;
/** "如果", "如何", "如下" ... are not example words. */
const NOT_EXAMPLE = /^(?:果|何|今|此|同|意|实|下|上|期|需|有|您|你|是|图|前|一)/;
const LATIN_BEFORE = /[a-z]$/;
const MEMBER_SEPARATOR = /^(?:、|, and |, or |,|\/|或者|或是|或|以及|及|和|与|跟| and | or |;)/;
/** Where an enumeration ends; a period inside a word ("RTINGS.com", "e.l.f.") does not end it. */
const ENUMERATION_END = /^(?:等等|等|之类|这类|这些|[)(。!?:\n|]|\.(?![a-z0-9])|$)/;
/** Words for brands, shops and platforms: a noun that takes them as examples lists names. */
const BRAND_NOUNS =
  /(?:品牌|牌子|厂商|厂家|商家|平台|超市|便利店|商店|门店|专卖店|旗舰店|连锁店?|电商|药店|药房|商场|卖场|应用|app|软件|网站|店|公司|企业|餐厅|餐馆|饭店|酒行|茶庄|服务商|供应商|经销商|运营商|brands?|retailers?|stores?|shops?|platforms?|companies|makers?|manufacturers?|apps?|sites?|websites?|chains?|labels?|firms?|providers?|vendors?|agencies|tools?|services?|accelerators?)[\s(（]*$/;
/** Words for a maker's products, flavours or features: their examples are not brands. */
const PRODUCT_NOUNS =
  /(?:产品|型号|系列|款式|机型|车型|口味|功能|技术|配置|规格|models?|products?|features?|flavou?rs?)[\s(（]*$/;
/** Places: districts, streets, branches. An enumeration of them names no brand. */
const PLACE_CONTEXT =
  /(?:区|地区|区域|城市|商圈|街道|地段|街|路|广场|门店|分店|附近|周边|省|县|镇|地址|地点|位置|districts?|areas?|neighbou?rhoods?|cities|locations?|address(?:es)?)[\s,，(（]*$/;
const PLACE_AFTER =
  /^(?:等等|等)?\s*(?:核心|主要|热门|繁华|中心)?(?:区域|地区|区|城区|商圈|街道|地段|门店|分店|一带|附近)/;
const MAX_MEMBER = 24;
const MAX_LATIN_MEMBER = 36;
/** The longest aside in parentheses a member may carry and the enumeration still go on. */
const MAX_ASIDE = 32;
const MAX_MEMBERS = 12;

function isCjk(code: number): boolean {
  return code >= 0x3400 && code <= 0x9fff;
}

/**
 * The enumerations of examples in the normalised text, their members in order. `openers`: where the
 * answer's enumeration openers start (the cue scan's trigger words), else the whole text is searched.
 */
export function findEnumerations(text: string, openers?: readonly number[]): EnumerationMember[] {
  const members: EnumerationMember[] = [];
  let group = 0;
  for (const m of matchesFrom(text, OPENER, openers)) {
    const word = m[0].trim();
    const at = m.index;
    let p = at + m[0].length;
    const latin = /^[a-z]/.test(word);
    if (latin) {
      // Latin example words stand on word boundaries.
      if (at > 0 && LATIN_BEFORE.test(text[at - 1])) continue;
      if (/[a-z]/.test(text[at + word.length] ?? "")) continue;
    } else if (word === "如" && NOT_EXAMPLE.test(text.slice(p, p + 1))) continue;
    // What the examples are of: the noun right before the opener (skipping "（" and markup).
    let before = at;
    while (before > 0 && /[ \t(*_:,]/.test(text[before - 1])) before--;
    const lineStart = text.lastIndexOf("\n", before - 1) + 1;
    const lead = text.slice(Math.max(lineStart, before - 12), before);
    const tail = lead.length > 0 ? lead.charCodeAt(lead.length - 1) : 0;
    const sentenceStart = Math.max(lineStart, text.lastIndexOf(". ", at) + 1);
    const brandNoun =
      BRAND_NOUNS.test(lead) || (/^includ/.test(word) && SUBJECT_NOUNS.test(text.slice(sentenceStart, at)));
    // "代表产品包括Mavic、Mini和Avata系列": examples of a maker's products are models, not makers;
    // "遍布深圳各区，比如罗湖、福田等" names districts.
    if (PRODUCT_NOUNS.test(lead) || PLACE_CONTEXT.test(lead)) continue;
    // English "like" and "such as" follow any noun ("models like the Dolphin"): only a word for brands,
    // shops or platforms makes their examples names.
    if (latin && !brandNoun) continue;
    const exampleOf = isCjk(tail) || brandNoun;
    const found: Array<Span & { truncated?: boolean }> = [];
    // A Latin member names a product in up to a few words ("Minnetonka Olympia Short").
    const maxMember = latin ? MAX_LATIN_MEMBER : MAX_MEMBER;
    for (let count = 0; count < MAX_MEMBERS; count++) {
      while (text[p] === " " || text[p] === "\t") p++;
      let q = p;
      // A bold member ends with its bold: "**华润万家**都有售".
      const boldEnd = text.startsWith("**", p) ? text.indexOf("**", p + 2) : -1;
      if (boldEnd > p && boldEnd - p <= maxMember) q = boldEnd + 2;
      while (boldEnd < 0 && q < text.length && q - p <= maxMember) {
        const rest = text.slice(q, q + 6);
        if (MEMBER_SEPARATOR.test(rest) || ENUMERATION_END.test(rest)) break;
        if (text[q] === "\n") break;
        q++;
      }
      if (q - p > maxMember) {
        // "smaller brands like Tripulse excel in niche fibers": a Latin member runs on into its sentence;
        // its words up to the limit are kept (discovery keeps their capitalised run) and the list ends.
        const cut = latin ? text.lastIndexOf(" ", p + maxMember) : -1;
        if (cut > p) found.push({ start: p, end: cut, id: 0, truncated: true });
        break;
      }
      if (q > p) found.push({ start: p, end: q, id: 0 });
      // "Koolaburra Koola Short ($50–$70 range), Bearpaw …": a member's aside in parentheses, then the next.
      if (latin && (text[q] === "(" || (text[q] === " " && text[q + 1] === "("))) {
        const close = text.indexOf(")", q);
        if (close > q && close - q <= MAX_ASIDE && !text.slice(q, close).includes("\n")) q = close + 1;
      }
      const separator = MEMBER_SEPARATOR.exec(text.slice(q, q + 6));
      if (!separator) break;
      p = q + separator[0].length;
    }
    if (found.length === 0) continue;
    // "**罗湖**、**福田**、**南山**等核心区域": what the enumeration closes with says what it lists.
    if (PLACE_AFTER.test(text.slice(p, p + 8).replace(/^[*_\s]+/, ""))) continue;
    for (const span of found) {
      let end = span.end;
      while (end > span.start && /[\s*_]/.test(text[end - 1])) end--;
      const last = text.charCodeAt(end - 1);
      members.push({
        ...span,
        exampleOf,
        brandNoun,
        // A shop named after its kind is still a name: "便利店（如见福便利店）".
        subtype: isCjk(tail) && last === tail && !brandNoun,
        group,
      });
    }
    group++;
  }
  return members;
}
