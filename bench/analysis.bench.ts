/**
 * Throughput of the answer analysis: 3 KB answers (numbered lists with notes, and one in three in the
 * sandbox's sectioned shape) against 300 brand names, then against 3 (the pipeline's case), each
 * compared in the same run with a bare scan (an indexOf loop counting every occurrence of the same
 * names in the same texts).
 * Run: npm run bench:analysis
 */

import type { BrandSpec } from "../src/analysis/analysis-types.ts";
import { createAnalyzer } from "../src/analysis/create-analyzer.ts";

const SYLLABLES =
  "安百博驰达德丰富光海恒华佳嘉捷金锦景凯康朗力联隆美明诺鹏奇瑞森盛泰腾天通威维鑫兴宇远云智卓";
const LATIN = ["Nova", "Apex", "Lumen", "Vertex", "Orbit", "Zenith", "Pulse", "Echo", "Quanta", "Nimbus"];

function makeBrands(count: number): BrandSpec[] {
  const brands: BrandSpec[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 3 === 2) brands.push({ name: `${LATIN[i % LATIN.length]}${Math.floor(i / 3)}` });
    else {
      const a = SYLLABLES[i % SYLLABLES.length];
      const b = SYLLABLES[(i * 7 + 3) % SYLLABLES.length];
      const c = SYLLABLES[(i * 13 + 5) % SYLLABLES.length];
      brands.push({ name: `${a}${b}${c}`, aliases: i % 5 === 0 ? [`${a}${b}${c}科技`] : undefined });
    }
  }
  return brands;
}

function makeAnswer(brands: BrandSpec[], seed: number): string {
  const pick = (k: number) => brands[(seed * 31 + k * 17) % brands.length].name;
  const parts = [
    `## ${seed % 2 === 0 ? "2024年推荐品牌" : "Top picks for 2024"}\n\n以下是综合口碑较好的几个选择[citation:1]：\n\n`,
  ];
  for (let k = 0; k < 6; k++) {
    parts.push(
      `${k + 1}. **${pick(k)}**：性价比非常高，做工扎实，售后服务完善，很多用户推荐。不过价格略高，部分型号存在发热问题【${k + 1}】。\n`,
      `   - 优点：续航出色，系统流畅，拍照清晰\n   - 缺点：重量偏重，配件较贵\n`,
    );
  }
  parts.push(
    `\n| 品牌 | 优势 | 不足 |\n|---|---|---|\n| ${pick(7)} | 稳定可靠 | 价格偏高 |\n| ${pick(8)} | 轻薄 | 接口少 |\n\n`,
    `${pick(9)} is a solid choice for most people, while ${pick(10)} is not recommended because of reliability issues. `,
    `See https://www.zhihu.com/question/${seed}?utm_source=x and [评测](https://www.smzdm.com/p/${seed}/).\n`,
    `总的来说，目前无法推荐${pick(11)}，建议优先考虑${pick(0)}。`,
  );
  let text = parts.join("");
  while (text.length < 3000) text += `此外，${pick(text.length % 13)}在线下渠道的覆盖也比较广，值得关注。`;
  return text.slice(0, 3072);
}

/** The shape the sandbox platforms produce: one heading per brand, a warning paragraph, a table, a summary. */
function makeSectionedAnswer(brands: BrandSpec[], seed: number): string {
  const pick = (k: number) => brands[(seed * 29 + k * 13) % brands.length].name;
  const parts = [
    "## 品牌推荐\n\n综合近期的专业评测、销量数据和用户口碑，目前值得关注的品牌主要有以下几个[ref_1]：\n\n",
  ];
  const table = ["| 品牌 | 优势 | 不足 |", "|---|---|---|"];
  for (let k = 0; k < 5; k++) {
    parts.push(
      `### ${k + 1}. **${pick(k)}**\n**${pick(k)}**在续航方面口碑很好，整体表现稳定，是很多用户的首选[ref_${k + 1}]。\n`,
      "- **优点**：续航\n- **缺点**：售后服务\n- 售后服务方面略有不足，部分用户反映体验一般。\n\n",
    );
    table.push(`| ${pick(k)} | 续航 | 售后服务 |`);
  }
  parts.push(
    `不太推荐**${pick(6)}**，主要是影像系统方面的投诉较多，建议谨慎选择[ref_2]。\n\n${table.join("\n")}\n\n`,
    `总体来看，如果你更看重续航，首选**${pick(0)}**；预算有限的话，**${pick(1)}**的性价比更高。\n\n`,
    `**参考资料**：\n1. [${pick(2)}份额继续提升](https://36kr.com/p/${seed})\n2. [评测](https://www.zhihu.com/question/${seed})\n`,
  );
  let text = parts.join("");
  while (text.length < 3000) text += `此外，${pick(text.length % 11)}在线下渠道的覆盖也比较广，值得关注。`;
  return text.slice(0, 3072);
}

const brands = makeBrands(300);
// Two in three answers are numbered lists with notes and prose, one in three the sandbox's sectioned shape.
const answers = Array.from({ length: 200 }, (_, seed) =>
  seed % 3 === 2 ? makeSectionedAnswer(brands, seed) : makeAnswer(brands, seed),
);

/** The bare scan: an indexOf loop counting every occurrence of `names` in a text. */
function bareScan(names: readonly string[]): (text: string) => number {
  return (text) => {
    let found = 0;
    for (const name of names)
      for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) found++;
    return found;
  };
}

/** One round: runs `run` over all answers until `roundMs` passed; returns answers per second. */
function round(run: (text: string) => unknown, roundMs: number): number {
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < roundMs) {
    for (const answer of answers) run(answer);
    done += answers.length;
    elapsed = performance.now() - start;
  }
  return (done / elapsed) * 1000;
}

// The machine may be shared: rounds of both contenders alternate, and each reports its best round
// (the run least disturbed by other processes), so the ratio compares like with like.
const ROUNDS = 7;
const ROUND_MS = 400;
const line = (label: string, perSecond: number) =>
  `${label.padEnd(34)} ${perSecond.toFixed(0).padStart(8)} answers/s  ${(1e6 / perSecond).toFixed(1)} µs/answer\n`;

/** Alternates rounds of the bare scan and the analysis for one brand set; prints both and their ratio. */
/** Returns the analysis' answers per second. */
function compare(label: string, targets: BrandSpec[], competitors: BrandSpec[]): number {
  const scan = bareScan([...targets, ...competitors].map((brand) => brand.name));
  const analyzer = createAnalyzer({ targets, competitors });
  const analyze = (text: string) => analyzer.analyze({ text });
  round(scan, 200);
  round(analyze, 200);
  let bare = 0;
  let full = 0;
  for (let i = 0; i < ROUNDS; i++) {
    bare = Math.max(bare, round(scan, ROUND_MS));
    full = Math.max(full, round(analyze, ROUND_MS));
  }
  const count = targets.length + competitors.length;
  process.stdout.write(line(`bare indexOf scan (${count} names)`, bare));
  process.stdout.write(line(`full analysis (${count} brands)`, full));
  process.stdout.write(`ratio analysis / bare scan (${label}): ${(full / bare).toPrecision(2)}\n`);
  return full;
}

process.stdout.write(
  `answers: ${answers.length} x ~${answers[0].length} chars, best of ${ROUNDS} rounds per contender\n`,
);
// Many brands: a monitoring account's targets and competitors in one analyzer.
const full = compare("300 brands", brands.slice(0, 5), brands.slice(5));
process.stdout.write(`goal >= 5000 answers/s (300 brands): ${full >= 5000 ? "met" : "NOT met"}\n`);
// The pipeline's case (geo.ranking): three brand keywords, no competitors. The bare scan of three
// names is nearly free, so this ratio shows what the analysis costs beyond finding the names.
compare("3 brands", brands.slice(0, 3), []);
