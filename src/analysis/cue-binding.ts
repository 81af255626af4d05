import type { AnswerContext } from "./answer-context.ts";
import { clauseEnd } from "./answer-context.ts";
import { lastItemFrom } from "./answer-structure.ts";
import type { CueHit } from "./cue-scanner.ts";
import { TIP_LABEL } from "./discovery-context.ts";
import { firstStartingFrom } from "./text-spans.ts";

/*
 * Recommendation, warning and reservation cues bind to the brand that is their object or subject, not
 * to every brand a clause happens to name (DESIGN 6 as amended by issue 12):
 * - a brand the clause names before the cue is its subject ("京东或天猫超市是不错的选择", "X is worth it");
 * - a brand right after the cue, standing on its own, is its object ("推荐天猫超市或京东", "start with a
 *   **Ledger**"), and so are the brands joined to it by "、", "和", "or" ...; a brand right after the cue
 *   that only qualifies a noun ("the best HOKA alternatives", "适合购买…的康师傅红烧牛肉面") is not;
 * - a clause that names no brand continues its sentence's brands ("不太推荐华为，…，建议谨慎选择");
 *   in an item's body (sub-points that do not repeat the name), a recommendation is the item's, but a
 *   warning or reservation there is a usage note ("避免高温烫伤头皮", "不适合手洗丝绸") unless it points
 *   back at the brand ("avoid it", "不建议购买该款");
 * - suitability ("适合", "ideal for") recommends only a brand named before it in its clause;
 * - a cue inside a label that names no brand ("推荐理由：", "**Which to Choose?**") and a cue in a
 *   question recommend nothing.
 */

/** Where a clause's subjects come from (AnswerContext.subjectSource). */
export const SUBJECT_NONE = 0;
export const SUBJECT_NAMED = 1;
export const SUBJECT_CONTINUED = 2;
export const SUBJECT_ITEM = 3;

const SUITABILITY = new Set(["适合", "ideal for"]);
/** "未来星适合儿童食用", "不建议过量饮用": who may eat or drink the product and how much, a usage note. */
const CONSUMPTION = /^[^，。,;；]{0,8}?(?:食用|饮用|服用)/;
const NOT_PREFIX = /(?:非|不是|并非|not )$/;
/** Text between a cue and its object: articles, "to buy", a model year, "你选择" ... (normalised, markup removed). */
const OBJECT_GAP =
  /^(?:\s|[*_“"'「]|a |an |the |with |for |to |you |paying for |buying |using |getting |going with |(?:19|20)\d\d |购买|选择|选|入手|使用|用|买|你|您|大家|先|去|考虑|关注)*$/;
/**
 * A gap that names what the object belongs to or exemplifies: "the base model of the Acer Aspire 3",
 * "EIG-owned hosts such as Bluehost", "models like the hOmeLabs 4,500 Sq. Ft", "…的品牌如X".
 */
const OWNER_GAP =
  /^(?:the |a |an )?(?:[a-z0-9-]+ ){0,3}(?:(?:of|from|by) (?:the )?|(?:such as |like |including )(?:the |a |an )?)$|(?:如|比如|例如|包括)$/;
/** "推荐优先使用携程": a few Chinese characters (no "的", which makes the brand a modifier) before the object. */
const SHORT_CJK_GAP = /^(?:(?!的)[\u3400-\u9fff]){1,4}$/;
/** "不建议一般使用者购买华为手机": who does it, then the verb whose object the brand is. */
const VERB_GAP = /^(?:(?!的)[\u3400-\u9fff]){0,6}(?:购买|选择|选购|使用|入手|买)$/;
/** What may follow an object: the clause goes on with punctuation, a conjunction, a parenthesis or nothing. */
const OBJECT_END =
  /^(?:[*_”"'」]*)(?:$|[,.;:!?)(、，。；：！？）（]|'s|\s*(?:$|[-–—(]|(?:and|or|if|for|because|unless|when|since|as|is|are|was|were|which|that|with|to|over|instead|in|on|at|from|by|rather|than|but|so)\b)|(?!的|其他|其它)[\u3400-\u9fff])/;
/** A pronoun that points back at the brand: a warning with it binds in an item's body too. */
const POINTS_BACK =
  /^\s*(?:buying |using |getting |choosing |购买|选择|使用|入手|买|选|用)?\s*(?:it|them|this one|that one|它|其|该款|该品牌|这款|这个牌子|这家)/;
/**
 * Cues that take a thing as their object ("避免非正规渠道", "avoid third-party sellers"), unlike advice
 * that takes an action on the brand ("不建议作为主力设备购买", "not recommended for gaming").
 */
const TAKES_OBJECT = new Set([
  "避免",
  "远离",
  "别买",
  "不要买",
  "不要选",
  "avoid",
  "skip",
  "steer clear",
  "stay away",
]);
/** After a cue: nothing of its own (punctuation, the end), a pronoun, or who is advised ("建议大家…"). */
const NO_OWN_OBJECT =
  /^[\s*_]*(?:$|[,.;:!?)(、，。；：！？）（]|(?:it|them|this|that|one)\b|它|其|该|这款|这个|了|吧|呢|(?:大家|你|您|用户|消费者)|(?:buying|using|getting|choosing|购买|选择|选购|入手|使用)[\s*_]*(?:$|[,.;:!?。，；：！？]|it\b|them\b|它|该|这款))/;
const JOINER = /^(?:[\s*_]|、|,|\/|和|或|及|与|or|and|以及)*$/;
/** "choose TASC for demanding workouts and Boody for all-day comfort": each object with its own use. */
const PARALLEL_GAP = /^\s*for [a-z0-9' -]{1,40}?,? (?:and|or) (?:[*_]*)$/;
/** What a recommendation is about when it names where to buy: places, channels, sellers, a kind of product. */
const CHANNEL_OBJECT =
  /^(?:的|购买的|以下)?[^\n，。,.;；:：]{0,8}?(?:地点|渠道|平台|商家|卖家|店铺|门店|旗舰店|专卖店|专柜|超市|供应商|网站|链接|商店|药房|药店|产品|商品)|^\s?(?:places|stores|shops|retailers|sellers|platforms|channels|websites)\b/;

/**
 * Advice on what to do before buying ("建议购买前确认库存", "建议电话咨询", "recommend calling ahead"):
 * a step, not a recommendation of the brand the sentence is about.
 */
const PROCEDURE =
  /^[\s*_]*(?:您|你|大家)?(?:在)?(?:购买前|下单前|购买时|下单时|到店前|前|时|提前|先|最好)?(?:确认|咨询|联系|致电|电话|查看|核实|核对|关注|留意|比较|对比|检查|询问|查询|保留|索要|选择正规)|^\s?(?:checking|calling|confirming|verifying|contacting|comparing|asking)\b/;

/**
 * The brands cue `hit` (a recommendation, warning or reservation in clause `clause`) is about.
 * `word` is the cue's normalised word.
 */
export function boundBrands(
  context: AnswerContext,
  clause: number,
  hit: CueHit,
  word: string,
  kind: "recommend" | "warning" | "reservation",
): readonly number[] {
  // Recommendation and sentiment both ask for every cue: each is bound once per answer.
  let cache = bindings.get(context);
  if (!cache) {
    cache = new Map();
    bindings.set(context, cache);
  }
  const key = hit.start * 4 + (kind === "recommend" ? 1 : kind === "warning" ? 2 : 3);
  let bound = cache.get(key);
  if (!bound) {
    bound = bind(context, clause, hit, word, kind);
    cache.set(key, bound);
  }
  return bound;
}

const bindings = new WeakMap<AnswerContext, Map<number, readonly number[]>>();

function bind(
  context: AnswerContext,
  clause: number,
  hit: CueHit,
  word: string,
  kind: "recommend" | "warning" | "reservation",
): readonly number[] {
  // A clause about no brand binds a cue to none, whatever the checks below would find.
  if (context.subjectSource[clause] === SUBJECT_NONE) return NONE;
  const { text, mentions } = context;
  const start = context.clauseStarts[clause];
  const end = clauseEnd(context, clause);
  if (isInsideUnnamedLabel(context, hit)) return NONE;
  // "- **消费提示**：畅轻酸奶适合追求健康饮食的人群": a tip's advice, not a pick.
  if (kind === "recommend" && isInTipItem(context, hit)) return NONE;
  if (kind === "recommend" && /\?\s*(?:\*\*)?\s*$/.test(text.slice(start, end))) return NONE;
  // "适合儿童食用", "不建议过量饮用": how to eat or drink the product is a usage note about no brand.
  if (CONSUMPTION.test(text.slice(hit.end, Math.min(end, hit.end + 12)))) return NONE;
  const source = context.subjectSource[clause];
  if (source === SUBJECT_NAMED) {
    const bound: number[] = [];
    let m = firstStartingFrom(mentions, start);
    // A brand before the cue is its subject, unless it only qualifies a noun ("可购买蒙牛随变冰淇淋的电商平台").
    for (; m < mentions.length && mentions[m].start < hit.start; m++)
      if (
        mentions[m].end <= hit.start &&
        !bound.includes(mentions[m].id) &&
        !text.slice(mentions[m].end, hit.start).includes("的")
      )
        bound.push(mentions[m].id);
    if (SUITABILITY.has(word)) return bound;
    // The object right after the cue, and the names joined to it.
    let from = hit.end;
    for (let first = true; m < mentions.length && mentions[m].start < end; m++, first = false) {
      const gap = text.slice(from, mentions[m].start).replace(/^[\s*_“"'「]+/, "");
      const objectGap =
        OBJECT_GAP.test(gap) || OWNER_GAP.test(gap) || SHORT_CJK_GAP.test(gap) || VERB_GAP.test(gap);
      if (first ? !objectGap : !JOINER.test(gap) && !PARALLEL_GAP.test(gap)) break;
      // "避免非舒化奶的普通牛奶": what is not the brand.
      if (first && NOT_PREFIX.test(gap)) break;
      const after = skipProductName(context, mentions[m].end, end);
      if (!OBJECT_END.test(text.slice(after, Math.min(end, after + 12)))) break;
      if (!bound.includes(mentions[m].id)) bound.push(mentions[m].id);
      from = mentions[m].end;
    }
    // "Avoid the AirPods Max" after "3. **Apple AirPods Max**": a product an item head gave its brand.
    const product = productAfter(context, hit.end, end);
    if (product >= 0 && !bound.includes(product)) bound.push(product);
    return bound;
  }
  // "以下是推荐的购买地点：", "优先选择本地供应商": a recommendation of places to buy, or of a kind of
  // product, is about them, not about the brand the sentence or item is about.
  if (kind === "recommend" && source !== SUBJECT_NAMED) {
    const object = text.slice(hit.end, hit.end + 16);
    if (CHANNEL_OBJECT.test(object) || PROCEDURE.test(object)) return NONE;
  }
  // A cue with an object of its own ("…，避免非正规渠道") is about that object, not the sentence's brand.
  if (source === SUBJECT_CONTINUED) {
    if (SUITABILITY.has(word)) return NONE;
    if (TAKES_OBJECT.has(word) && !NO_OWN_OBJECT.test(text.slice(hit.end, hit.end + 12))) return NONE;
    return context.subjects[clause];
  }
  if (source === SUBJECT_ITEM) {
    if (kind === "recommend") return SUITABILITY.has(word) ? NONE : context.subjects[clause];
    return POINTS_BACK.test(text.slice(hit.end, hit.end + 12)) ? context.subjects[clause] : NONE;
  }
  return NONE;
}

const NONE: readonly number[] = [];

/** True for a cue inside an item head that names no brand ("- 推荐理由：…", "**推荐购买方式**："). */
function isInsideUnnamedLabel(context: AnswerContext, hit: CueHit): boolean {
  const index = lastItemFrom(context.structure.items, hit.start);
  if (index < 0) return false;
  const item = context.structure.items[index];
  if (hit.start < item.headStart || hit.end > item.headEnd || context.headBrands[index].length > 0)
    return false;
  // Only a label: a head followed by a colon.
  const after = context.text.slice(item.headEnd, item.headEnd + 4);
  return /^[*_\s]*:/.test(after);
}

/** True for a cue on the line of an item whose label head, naming no brand, is a tip or note. */
function isInTipItem(context: AnswerContext, hit: CueHit): boolean {
  const index = lastItemFrom(context.structure.items, hit.start);
  if (index < 0) return false;
  const item = context.structure.items[index];
  if (hit.start < item.headEnd || hit.start >= item.lineEnd || context.headBrands[index].length > 0)
    return false;
  return TIP_LABEL.test(context.text.slice(item.headStart, item.headEnd));
}

/**
 * The brand whose product (the rest of an item head the brand starts, "AirPods Max" in "**Apple AirPods
 * Max**") is the object right after a cue, or -1.
 */
function productAfter(context: AnswerContext, cueEnd: number, clauseEnd: number): number {
  const products = productNames(context);
  if (products.size === 0) return -1;
  let p = cueEnd;
  const gap = /^(?:\s|[*_]|a |an |the )*/.exec(context.text.slice(p, p + 12));
  p += gap ? gap[0].length : 0;
  for (const [name, brand] of products)
    if (p + name.length <= clauseEnd && context.text.startsWith(name, p)) return brand;
  return -1;
}

const productCache = new WeakMap<AnswerContext, Map<string, number>>();

function productNames(context: AnswerContext): Map<string, number> {
  let products = productCache.get(context);
  if (products) return products;
  products = new Map();
  const { items } = context.structure;
  items.forEach((item, index) => {
    const brands = context.headBrands[index];
    if (brands.length !== 1) return;
    const m = firstStartingFrom(context.mentions, item.headStart);
    const mention = context.mentions[m];
    if (!mention || mention.start !== item.headStart || mention.end >= item.headEnd) return;
    const rest = context.text.slice(mention.end, item.headEnd).trim();
    if (rest.length >= 3 && /^[a-z0-9]/.test(rest) && !products?.has(rest)) products?.set(rest, brands[0]);
  });
  productCache.set(context, products);
  return products;
}

/** Past the product name after a brand ("Hilton| Honors", "Acer| Aspire 3"): capitalised words or numbers. */
function skipProductName(context: AnswerContext, from: number, limit: number): number {
  const { text } = context;
  let p = from;
  for (let words = 0; words < 4 && text.charCodeAt(p) === 0x20 && p + 1 < limit; words++) {
    const next = text.charCodeAt(p + 1);
    if (!context.capitalAt(p + 1) && !(next >= 0x30 && next <= 0x39)) break;
    let q = p + 1;
    while (q < limit && text.charCodeAt(q) !== 0x20 && !",.;:!?)".includes(text[q])) q++;
    p = q;
  }
  return p;
}
