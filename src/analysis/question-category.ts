import { STOP_WORDS_LATIN } from "./discovery-stop-list.ts";
import { ORGANISATION_END } from "./name-shape.ts";
import { normalizeName } from "./text-normalizer.ts";

/*
 * The question's own category nouns: asked "2025年扫地机器人哪个牌子好", an answer's heading "### 无尘
 * 扫地机器人" or "#### 便携扫地机器人推荐" names the category with a qualifier, not a brand. The nouns
 * are what is left of the question once its question words, function words and brands are taken out.
 */

/** Question and function words a Chinese question is cut at; what remains between them are its nouns. */
const CJK_CUT =
  /哪个|哪款|哪些|哪家|哪种|哪里|哪儿|什么样|什么|怎么样|怎么|如何|牌子|品牌|推荐|好用|好看|好吃|值得|购买|入手|排行榜?|排名|十大|前十|性价比|口碑|靠谱|最好|比较|一下|请问|求|适合|年|有|的|好|买|选|吗|呢|啊|吧|和|与|跟|还是|或者|或|对比|相比|比|是|在|给|我|你|用|款|个|些|最|更|哪|呀|想|要|能|可以|一些|几个|几款|都|里|中/;
/** Words that join two options in a question ("小米和华为哪个好", "A vs B"): the options are brands. */
const COMPARISON = /和|与|跟|还是|对比|相比|vs\.?|versus|or|compared/;
const CJK_RUN = /[\u3400-\u9fff]+/g;
const SLASH_OPTIONS = /[\u3400-\u9fff]{2,4}(?:\/[\u3400-\u9fff]{2,4})+/g;
/** A category noun followed by a word that only says what kind of thing it is. */
const GENERIC_HEAD = /^(.+?)(?:产品|商品|用品|制品)$/;
const LATIN_WORD = /[A-Za-z][A-Za-z'-]*/g;
/** Latin question words that are never category nouns (beyond the discovery stop list). */
const LATIN_QUESTION_WORDS = new Set([
  "recommend",
  "recommended",
  "brand",
  "brands",
  "buy",
  "should",
  "can",
  "do",
  "does",
  "get",
  "want",
  "need",
  "looking",
  "year",
  "good",
  "better",
  "worth",
  "right",
  "now",
  "today",
  "any",
  "some",
  "me",
  "i",
  "we",
  "company",
  "companies",
  "product",
  "products",
  "model",
  "models",
  "reviews",
  "review",
  "vs",
  "versus",
  "compare",
  "compared",
  "than",
  "like",
  "recommendations",
  "suggest",
  "suggestions",
  "popular",
  "top",
  "list",
  "new",
  "latest",
]);

function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/**
 * Builds the test "is this candidate name the question's category (plus a qualifier)?" from the
 * question. Chinese: the candidate contains a question noun of two or more characters, or ends with
 * the last two or more characters of one ("无香型洗发水" for 防脱洗发水). English: the candidate's last
 * word is a question noun ("Matte Lipsticks" for "best lipstick for dry lips"). Nouns that name a known
 * brand, and the options a comparison question weighs ("小米和华为哪个好"), are not categories.
 */
export function questionCategoryTest(
  question: string,
  knownSpellings: ReadonlyMap<string, number>,
): ((name: string) => boolean) | undefined {
  const normalized = normalizeName(question);
  const comparison = COMPARISON.test(normalized);
  const place = questionPlace(question);
  const cjkNouns = new Set<string>();
  for (const run of normalized.match(CJK_RUN) ?? []) {
    const chunks = run.split(CJK_CUT).filter((chunk) => chunk.length >= 2);
    for (let chunk of chunks) {
      if (knownSpellings.has(chunk)) continue;
      // "我在昆明": where the asker is, not what is asked about.
      if (place) chunk = chunk.replace(place, "");
      // "双汇火山石烤肠": the brand asked about, then the product category.
      for (const known of knownSpellings.keys())
        if (known.length >= 2 && chunk.includes(known)) chunk = chunk.replace(known, "");
      if (chunk.length < 2) continue;
      // In "A和B哪个好" the options are brands; a category noun is usually longer than a two-character name.
      if (comparison && chunk.length <= 2 && chunks.length >= 2) continue;
      // "列举…品牌和茶厂": the kind of organisation asked for is what the answer's names are, not a category.
      if (ORGANISATION_END.test(chunk)) continue;
      cjkNouns.add(chunk);
      // "茶叶产品": the category is 茶叶 ("安徽茶叶" is one); 产品 only says it is a product.
      const bare = GENERIC_HEAD.exec(chunk);
      if (bare && bare[1].length >= 2) cjkNouns.add(bare[1]);
    }
  }
  // "低帮/中帮/高帮分别推荐哪些": options that share their last character are kinds of one thing (帮), not
  // names (华为/小米 share none); the last option runs into the sentence, so it is cut to the first's length.
  for (const list of normalized.matchAll(SLASH_OPTIONS)) {
    const options = list[0].split("/");
    const size = options[0].length;
    const last = options[options.length - 1];
    options[options.length - 1] = last.slice(0, size);
    const tail = options[0].slice(-1);
    if (options.every((option) => option.length === size && option.endsWith(tail)))
      for (const option of options) if (!knownSpellings.has(option)) cjkNouns.add(option);
  }
  const tails = new Set<string>();
  for (const noun of cjkNouns) for (let k = 2; k <= noun.length; k++) tails.add(noun.slice(-k));

  const latinNouns = new Set<string>();
  const words = [...question.matchAll(LATIN_WORD)];
  for (const match of words) {
    const word = match[0];
    const lower = word.toLowerCase();
    // A capitalised word inside the question is a name ("Is Ledger better than Trezor?", "如何自动备份
    // Obsidian？"); only the question's first word is capitalised anyway.
    if ((match.index ?? 0) > 0 && /^[A-Z]/.test(word)) continue;
    if (lower.length < 3 || STOP_WORDS_LATIN.has(lower) || LATIN_QUESTION_WORDS.has(lower)) continue;
    latinNouns.add(stem(lower));
  }
  if (cjkNouns.size === 0 && latinNouns.size === 0) return undefined;

  return (name: string) => {
    if (tails.size > 0 && /[\u3400-\u9fff]/.test(name)) {
      for (const noun of cjkNouns) if (name.includes(noun)) return true;
      for (let k = 2; k <= Math.min(name.length, 12); k++) if (tails.has(name.slice(-k))) return true;
    }
    if (latinNouns.size > 0) {
      const nameWords = name.match(/[a-z][a-z'-]*/g);
      if (nameWords && latinNouns.has(stem(nameWords[nameWords.length - 1]))) return true;
    }
    return false;
  };
}

const CAPITALISED_RUN = /[A-Z][A-Za-z0-9'’-]*(?: [A-Z][A-Za-z0-9'’-]*)*/g;

/**
 * The names a question asks about: its capitalised Latin words and runs of them after its first word
 * ("如何自动备份 Obsidian？", "best HOKA alternatives", "Obsidian Sync 这个add-on"), normalised: each run
 * and its first word. An answer's name the asker wrote is the subject, not a word that happens to
 * be capitalised.
 */
export function questionNames(question: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const match of question.matchAll(CAPITALISED_RUN)) {
    if ((match.index ?? 0) === 0) continue;
    names.add(normalizeName(match[0]));
    // "Obsidian Sync": the maker comes first; the later words of a product's name are not names alone.
    const first = match[0].split(" ")[0];
    if (first.length >= 2) names.add(normalizeName(first));
  }
  return names;
}

/** "我在广西梧州，…", "我现在在深圳", "我住在吉隆坡": where the asker is, as the question says it. */
const ASKER_PLACE =
  /我(?:现在|目前|人)?(?:在|住在|位于)(?:中国)?([\u3400-\u9fff]{2,10}?)(?:市区|市|省)?(?=[，,。.！!？?\s]|$)/;

/** The place a Chinese where-to-buy question is asked from ("广西梧州"), normalised; undefined when none. */
export function questionPlace(question: string): string | undefined {
  const found = ASKER_PLACE.exec(normalizeName(question));
  return found ? found[1] : undefined;
}

const CJK_RUN_START = /[\u3400-\u9fff]/;

const OF = 0x7684; // 的

/**
 * A shop's kind after its city's name: "名酒行", "酒行" (a shop of famous liquors …). "烟酒行" (any tobacco
 * and liquor shop) stays a kind, "怀化烟酒行" too.
 */
const PLACE_NAMED_SHOP = /^(?!烟)[\u3400-\u9fff]{0,2}(?:酒行|商行|茶行)$/;
/** A branch or district in parentheses closing a shop's name ("（五华区）", "(西山区店)"). */
const BRANCH_AFTER = /\s*[(（][^)）]{1,12}[)）]?$/;

/**
 * The span of a Chinese name without the asker's place glued to it: "梧州沃尔玛" is 沃尔玛, "南宁百货梧州店"
 * is 南宁百货 (a place of two or more characters that the question names, at the start or before 店).
 */

export function withoutAskerPlace(text: string, start: number, end: number, place: string): [number, number] {
  let s = start;
  let e = end;
  for (let k = Math.min(6, e - s - 2); k >= 2; k--)
    if (CJK_RUN_START.test(text[s]) && place.includes(text.slice(s, s + k))) {
      // "昆明名酒行": a shop named by its city and its kind keeps the city; the kind alone names nothing.
      // (Its branch in parentheses aside: "昆明名酒行（五华区）".)
      if (PLACE_NAMED_SHOP.test(text.slice(s + k, e).replace(BRANCH_AFTER, ""))) break;
      s += k;
      // "高雄的Jason's Market Place": the place's 的 goes with it.
      if (text.charCodeAt(s) === OF && e - s > 2) s++;
      break;
    }
  // "南宁百货梧州店": the branch in the asker's place (the shortest place name before 店 that the place holds).
  const rest = text.slice(s, e);
  if (rest.endsWith("店")) {
    const end = rest.length - (rest.endsWith("分店") ? 2 : 1);
    for (let k = 2; k <= 4 && end - k >= 2; k++)
      if (CJK_RUN_START.test(rest[end - k]) && place.includes(rest.slice(end - k, end))) {
        e = s + end - k;
        break;
      }
  }
  return [s, e];
}
