/**
 * Re-analysis speed and what writers feel meanwhile (docs/metrics.md, "Re-analysis").
 *
 *   node bench/reanalyze.bench.ts [--dialects sqlite,postgres] [--days 30] [--prompts 15] [--platforms 5]
 *
 * For each dialect: a fresh database, one brand with days x platforms x prompts sandbox answers (the
 * sandbox's composed answers about phones) stored as a brand round stores them, then a full
 * re-analysis of the brand (answers per second, the slowest day) while another connection writes one
 * answer at a time for the same brand: the slowest of those writes is how long the rebuild held writers.
 */
import { parseArgs } from "node:util";
import { reanalyzeBrand } from "../src/operations/reanalysis/reanalyze-brand.ts";
import { PLATFORM_CODES } from "../src/platforms/platform-codes.ts";
import { composeAnswer } from "../src/platforms/sandbox/compose-answer.ts";
import { addDays } from "../src/util/time.ts";
import {
  openTestDatabase,
  seedAccount,
  seedBrand,
  storeAnswers,
  type TestAnswer,
} from "../test/operations/brand-knowledge/knowledge-fixtures.ts";
import { DIALECTS, type Dialect } from "../test/support/test-databases.ts";

const { values: args } = parseArgs({
  options: {
    dialects: { type: "string", default: DIALECTS.join(",") },
    days: { type: "string", default: "30" },
    prompts: { type: "string", default: "15" },
    platforms: { type: "string", default: "5" },
  },
});
const DAYS = Number(args.days);
const PROMPTS = Number(args.prompts);
const PLATFORMS = PLATFORM_CODES.slice(0, Number(args.platforms));
const QUESTIONS = [
  "哪款手机拍照最好？",
  "2025年性价比最高的手机品牌",
  "学生党买什么手机",
  "国产手机哪个牌子好",
];

async function run(dialect: Dialect) {
  const t = await openTestDatabase(dialect);
  try {
    const accountId = await seedAccount(t.database.db, "bench");
    const brandId = await seedBrand(t.database.db, accountId, "华为", [{ name: "小米" }]);
    const loadStart = performance.now();
    for (let d = 0; d < DAYS; d++) {
      const day = addDays("2026-01-01", d);
      const answers: TestAnswer[] = [];
      for (let p = 0; p < PROMPTS; p++)
        for (const platform of PLATFORMS) {
          const question = `${QUESTIONS[p % QUESTIONS.length]}（${p}）`;
          answers.push({
            platform,
            day,
            promptId: `prompt_${p}`,
            question,
            text: composeAnswer(question, platform, day).markdown,
          });
        }
      await storeAnswers(t.database.db, brandId, answers);
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;

    const writer = dialect === "postgres" ? t.openAnother() : undefined;
    const writerDb = writer?.db ?? t.database.db;
    let stop = false;
    const writeTimes: number[] = [];
    const writing = (async () => {
      for (let seq = 1; !stop; seq++) {
        const day = addDays("2026-01-01", seq % DAYS);
        const started = performance.now();
        await storeAnswers(writerDb, brandId, [
          {
            platform: "gpt",
            day,
            promptId: "prompt_w",
            seq,
            text: composeAnswer("手机推荐", "gpt", day).markdown,
          },
        ]);
        writeTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    let slowestDay = 0;
    let last = performance.now();
    const started = performance.now();
    const report = await reanalyzeBrand(t.database.db, brandId, {
      now: Date.now,
      onProgress: () => {
        const now = performance.now();
        slowestDay = Math.max(slowestDay, now - last);
        last = now;
      },
    });
    const seconds = (performance.now() - started) / 1000;
    stop = true;
    await writing;
    await writer?.close();
    writeTimes.sort((a, b) => a - b);
    const p = (q: number) => writeTimes[Math.min(writeTimes.length - 1, Math.floor(q * writeTimes.length))];
    console.log(
      JSON.stringify({
        dialect,
        answers: report.answers,
        days: report.days,
        loadSeconds: Number(loadSeconds.toFixed(1)),
        reanalyzeSeconds: Number(seconds.toFixed(2)),
        answersPerSecond: Math.round(report.answers / seconds),
        slowestDayMs: Math.round(slowestDay),
        concurrentWrites: writeTimes.length,
        writeP50Ms: Number(p(0.5).toFixed(1)),
        writeMaxMs: Number((writeTimes.at(-1) ?? 0).toFixed(1)),
      }),
    );
  } finally {
    await t.cleanup();
  }
}

for (const dialect of (args.dialects ?? "").split(",") as Dialect[]) await run(dialect);
