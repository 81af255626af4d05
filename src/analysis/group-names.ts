import type { EvidenceReason } from "./candidate-board.ts";
import type { BrandLexicon } from "./lexicon/brand-lexicon.ts";
import type { Verdict } from "./name-verdict.ts";
import { isInsideAny, overlapsAny, type Span } from "./text-spans.ts";

/*
 * Chinese carmakers' groups written glued to one of their brands or joint ventures: "广汽丰田威兰达",
 * "长城哈弗H6", "东风悦达起亚KX5", "上汽大众途观L". The labelling convention (docs/analysis.md, "Thirteenth-
 * round rules") reads such a name as two brands, the group and the brand, in that order: 广汽 and 丰田.
 * The joint venture is no brand of its own in the answer's terms (its cars are sold as 丰田's), and the
 * group is named because the answer names it.
 */

/** Each group with the brands written glued after it (normalised: simplified Chinese, lower case). */
const GROUP_BRANDS: Readonly<Record<string, readonly string[]>> = {
  一汽: ["丰田", "大众", "-大众", "奥迪", "马自达", "红旗", "奔腾"],
  上汽: ["大众", "荣威", "名爵", "奥迪", "五菱", "大通"],
  广汽: ["丰田", "本田", "传祺", "埃安", "三菱", "昊铂"],
  东风悦达: ["起亚"],
  东风: ["本田", "日产", "标致", "雪铁龙", "风神", "风光", "启辰", "岚图", "奕派"],
  北京: ["现代", "奔驰"],
  长安: ["福特", "马自达", "深蓝", "启源", "阿维塔"],
  长城: ["哈弗", "魏牌", "坦克", "欧拉"],
  华晨: ["宝马"],
  吉利: ["领克", "几何", "银河", "极氪"],
  奇瑞: ["捷途", "星途"],
};

/** Longest group first, so that 东风悦达 is tried before 东风. */
const GROUPS = Object.keys(GROUP_BRANDS).sort((a, b) => b.length - a.length);

/**
 * Proposes the group and the brand of every "group + brand" the answer writes (outside excluded spans:
 * code, URLs). A caller's brand among them stays the caller's (`evaluate` says "known"). A group whose
 * name is also a word (长城, the Great Wall) is the lexicon's group here: the brand glued on says so.
 */
export function proposeGroupNames(
  text: string,
  excluded: readonly Span[],
  knownMentions: readonly Span[],
  lexicon: BrandLexicon | undefined,
  evaluate: (start: number, end: number, fromHead: boolean, named?: boolean) => Verdict,
  propose: (verdict: Verdict, reasons: EvidenceReason[]) => boolean,
  /** The span as the answer writes it (traditional characters stay so). */
  writtenAt: (start: number, end: number) => string,
): void {
  // The span is the name: a lexicon prefix inside it (东风 of 东风悦达) does not cut it.
  const judge = (start: number, end: number): Verdict => {
    const verdict = evaluate(start, end, false, true);
    if (verdict.kind === "rejected" || overlapsAny(knownMentions, start, end)) return verdict;
    const name = text.slice(start, end);
    const entry = lexicon?.entries[lexicon.entryOf(name)];
    const spellings = entry ? [name, ...entry.spellings.filter((spelling) => spelling !== name)] : [name];
    return {
      kind: "brand",
      brand: {
        name: writtenAt(start, end),
        patterns: spellings,
        distinct: true,
        ...(entry ? { wellKnown: true, canonical: entry.spellings[0] } : {}),
      },
      key: entry ? entry.spellings[0] : name,
      lowerCase: false,
      category: false,
      digits: false,
      company: false,
      lexicon: entry !== undefined,
    };
  };
  for (const group of GROUPS)
    for (let at = text.indexOf(group); at >= 0; at = text.indexOf(group, at + group.length)) {
      if (isInsideAny(excluded, at)) continue;
      const after = at + group.length;
      const brand = GROUP_BRANDS[group].find((name) => text.startsWith(name, after));
      if (!brand) continue;
      // "东风悦达起亚" is 东风悦达's, not 东风's.
      if (GROUPS.some((longer) => longer.length > group.length && text.startsWith(longer, at))) continue;
      const start = brand.startsWith("-") ? after + 1 : after;
      propose(judge(at, after), ["group-brand"]);
      propose(judge(start, after + brand.length), ["group-brand"]);
    }
}

/**
 * True when a discovered name is a group's name with its brand glued on ("东风本田cr-v"): the group and
 * the brand are proposed apart, so the whole is no name of its own.
 */
export function isGroupCompound(key: string): boolean {
  const group = GROUPS.find((name) => key.startsWith(name));
  return group !== undefined && GROUP_BRANDS[group].some((brand) => key.startsWith(brand, group.length));
}
