/**
 * A/B of the answer analysis against another checkout of answerlens, in one process: both analyzers
 * run the same answers in alternating rounds timed by this process's CPU time, so a machine shared
 * with other work slows both alike. Two workloads: the real-answer corpus (each answer with its own
 * targets, the lexicon on) and 300 brands over the corpus texts (a monitoring account's case).
 * Prints, per workload, this checkout's time over the other's for the best and the median round
 * (below 1: this checkout is faster).
 * Run: npm run bench:analysis-ab -- OTHER_CHECKOUT [ROUNDS]
 *      (e.g. `git worktree add /tmp/base 4405ef1 && ln -s "$PWD/node_modules" /tmp/base/ &&
 *      npm run bench:analysis-ab -- /tmp/base`: the other checkout needs its packages too)
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadRealAnswers } from "../scripts/answer-corpus.ts";
import type { BrandSpec } from "../src/analysis/analysis-types.ts";
import { createAnalyzer } from "../src/analysis/create-analyzer.ts";

type CreateAnalyzer = typeof createAnalyzer;

const other = process.argv[2];
if (!other) {
  process.stderr.write("usage: node bench/analysis-ab.bench.ts OTHER_CHECKOUT [ROUNDS]\n");
  process.exit(2);
}
const ROUNDS = Number(process.argv[3] ?? 20);
const base: CreateAnalyzer = (
  await import(pathToFileURL(resolve(other, "src/analysis/create-analyzer.ts")).href)
).createAnalyzer;

const fixtures = [...loadRealAnswers("tuning"), ...loadRealAnswers("held-out")];
const LATIN = ["Nova", "Apex", "Lumen", "Vertex", "Orbit", "Zenith", "Pulse", "Echo", "Quanta", "Nimbus"];
const SYLLABLES =
  "安百博驰达德丰富光海恒华佳嘉捷金锦景凯康朗力联隆美明诺鹏奇瑞森盛泰腾天通威维鑫兴宇远云智卓";
const manyBrands: BrandSpec[] = Array.from({ length: 300 }, (_, i) =>
  i % 3 === 2
    ? { name: `${LATIN[i % LATIN.length]}${Math.floor(i / 3)}` }
    : { name: `${SYLLABLES[i % 47]}${SYLLABLES[(i * 7 + 3) % 47]}${SYLLABLES[(i * 13 + 5) % 47]}` },
);

/** One workload: a function analysing every answer once with the given factory. */
type Workload = (make: CreateAnalyzer) => () => void;

const corpus: Workload = (make) => {
  const jobs = fixtures.map(({ text, label }) => ({
    analyzer: make({
      targets: label.targets,
      competitors: label.competitors,
      officialDomains: label.officialDomains,
      question: label.question || undefined,
    }),
    input: { text, citations: label.citations },
  }));
  return () => {
    for (const job of jobs) job.analyzer.analyze(job.input);
  };
};

const accountBrands: Workload = (make) => {
  const analyzer = make({ targets: manyBrands.slice(0, 5), competitors: manyBrands.slice(5) });
  return () => {
    for (const { text } of fixtures) analyzer.analyze({ text });
  };
};

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function compare(title: string, workload: Workload): void {
  const mine = workload(createAnalyzer);
  const theirs = workload(base);
  mine();
  theirs();
  const ratios: number[] = [];
  let bestMine = Number.POSITIVE_INFINITY;
  let bestTheirs = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first, so neither always runs on a warmer cache.
    let m: number;
    let b: number;
    if (i % 2 === 0) {
      m = cpuMs(mine);
      b = cpuMs(theirs);
    } else {
      b = cpuMs(theirs);
      m = cpuMs(mine);
    }
    ratios.push(m / b);
    bestMine = Math.min(bestMine, m);
    bestTheirs = Math.min(bestTheirs, b);
  }
  ratios.sort((x, y) => x - y);
  const median = ratios[Math.floor(ratios.length / 2)];
  process.stdout.write(
    `${title}: ${fixtures.length} answers, ${ROUNDS} rounds; this checkout ${bestMine.toFixed(0)} ms, ` +
      `other ${bestTheirs.toFixed(0)} ms (best rounds); time ratio best ${(bestMine / bestTheirs).toFixed(2)}, ` +
      `median ${median.toFixed(2)}\n`,
  );
}

compare("corpus answers, own targets", corpus);
compare("corpus answers, 300 brands", accountBrands);
