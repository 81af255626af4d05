/**
 * Latency of the six synchronous queries over one brand with 1,000,000+ observations (issue 6, item 5).
 *
 *   node bench/sync-queries.bench.ts [--dialects sqlite,postgres] [--postgres URL] [--runs 50]
 *                                    [--days 180] [--prompts 50] [--rounds 4] [--repeats 3]
 *
 * For each dialect: a fresh database (a new SQLite file; a new PostgreSQL database created from --postgres
 * or ANSWERLENS_TEST_POSTGRES_URL and dropped afterwards), the real service wiring, 180 days x 10 platforms
 * x 50 prompts (10 topics) x 4 rounds x 3 repeats answers written day by day through RollupDeltas +
 * applyRollupDeltas, and a compact observations row per answer. Then, after warm-up, each operation's
 * handler call (SQL + result build) over the last 7 days and the last 6 months, and the full HTTP round
 * trip (app.inject: auth, parse, handler, JSON) over 6 months: p50 / p95 of --runs runs each.
 */
import { parseArgs } from "node:util";
import { sql } from "kysely";
import type { SyncApiCode } from "../src/operations/operation.ts";
import { OPERATION_DEFINITIONS } from "../src/operations/operation-definitions.ts";
import { findSyncHandler } from "../src/operations/sync-handlers.ts";
import { PLATFORM_CODES } from "../src/platforms/platform-codes.ts";
import { addDays, addMonths, formatDay } from "../src/util/time.ts";
import { insertBrandProfile } from "../test/metrics/brand-profile.ts";
import { DIALECTS, type Dialect } from "../test/support/test-databases.ts";
import { startTestService, type TestService } from "../test/support/test-service.ts";
import { answersOf, COMPETITOR_POOL, loadHistory, type Workload } from "./sync-bench-data.ts";

const { values: args } = parseArgs({
  options: {
    dialects: { type: "string", default: DIALECTS.join(",") },
    postgres: { type: "string" },
    runs: { type: "string", default: "50" },
    days: { type: "string", default: "180" },
    prompts: { type: "string", default: "50" },
    rounds: { type: "string", default: "4" },
    repeats: { type: "string", default: "3" },
  },
});
if (args.postgres) process.env.ANSWERLENS_TEST_POSTGRES_URL = args.postgres;

const RUNS = Number(args.runs);
const WARM_UP = 5;
const BRAND = "极光汽车";
/** The service clock: today is the last day of the history (Asia/Shanghai). */
const NOW = Date.parse("2026-06-30T04:00:00Z");
const TODAY = "2026-06-30";
const WORKLOAD: Workload = {
  days: Number(args.days),
  platforms: PLATFORM_CODES,
  prompts: Number(args.prompts),
  topics: 10,
  roundsPerDay: Number(args.rounds),
  repeats: Number(args.repeats),
  namesPerAnswer: 8,
  targetShare: 0.6,
};

/** What is timed: each operation, and the overview also about a competitor (the brand_name_days path). */
const CASES: readonly { label: string; apiCode: SyncApiCode; competitorName?: string }[] = [
  { label: "llm.comparison", apiCode: "llm.comparison" },
  { label: "llm.trend", apiCode: "llm.trend" },
  { label: "llm.topic", apiCode: "llm.topic" },
  { label: "prompt.analysis.overview", apiCode: "prompt.analysis.overview", competitorName: BRAND },
  {
    label: "prompt.analysis.overview (competitor)",
    apiCode: "prompt.analysis.overview",
    competitorName: COMPETITOR_POOL[3],
  },
  { label: "geo.competitors", apiCode: "geo.competitors" },
  { label: "brand.topic", apiCode: "brand.topic" },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(runs: number, call: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function seed(service: TestService) {
  service.clock.set(NOW);
  const db = service.services.database.db;
  const key = await service.createKey({ permissions: [{ code: "GEO_BRAND_MONITOR", limit: null }] });
  const promptTexts = Array.from(
    { length: WORKLOAD.prompts },
    (_, i) => `第${i + 1}个问题: 哪款电动车值得买`,
  );
  const profile = await insertBrandProfile(db, {
    accountId: key.accountId,
    name: BRAND,
    createdAt: NOW - 200 * 86_400_000,
    topics: Array.from({ length: WORKLOAD.topics }, (_, i) => ({ name: `话题${i + 1}`, createdAt: NOW - i })),
    competitors: COMPETITOR_POOL.map((name, i) => ({
      name,
      keywords: JSON.stringify([name.toLowerCase()]),
      monitorType: i < 13 ? 1 : 0,
      createdAt: NOW - i * 1000,
    })),
    prompts: promptTexts.map((text, i) => ({ text, topic: i % WORKLOAD.topics })),
  });
  const timeZone = service.services.config.timeZone;
  const started = performance.now();
  const timings = await loadHistory(
    db,
    WORKLOAD,
    {
      accountId: key.accountId,
      brandName: BRAND,
      profile,
      promptTexts,
      lastDay: TODAY,
      dayStart: (day) => Date.parse(`${day}T00:00:00+08:00`),
    },
    (d) => {
      if ((d + 1) % 30 === 0) process.stderr.write(`  ${d + 1} days loaded\n`);
    },
  );
  const loadSeconds = (performance.now() - started) / 1000;
  if (formatDay(new Date(NOW), timeZone) !== TODAY) throw new Error(`the bench expects zone Asia/Shanghai`);
  return { key, profile, timings, loadSeconds };
}

async function runDialect(dialect: Dialect) {
  process.stderr.write(`${dialect}: loading ${answersOf(WORKLOAD).toLocaleString("en")} answers\n`);
  const service = await startTestService(dialect, {
    workers: false,
    env: { ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0" },
  });
  try {
    const { key, profile, timings, loadSeconds } = await seed(service);
    const db = service.services.database.db;
    // PostgreSQL's autovacuum would analyse tables this size within a minute; do it now, as it would.
    if (dialect === "postgres") await sql`analyze`.execute(db);
    const counts: Record<string, number> = {};
    for (const table of [
      "observations",
      "brand_platform_days",
      "brand_topic_days",
      "brand_prompt_days",
      "brand_name_days",
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    const context = {
      db,
      accountId: key.accountId,
      timeZone: service.services.config.timeZone,
      now: () => NOW,
    };
    const ranges = {
      "7 days": { startDate: addDays(TODAY, -6) },
      "6 months": { startDate: addMonths(TODAY, -6) },
    };
    const rows: string[][] = [];
    for (const { label, apiCode, competitorName } of CASES) {
      const data = { brandId: profile.brandId, competitorName };
      const cells: string[] = [dialect, label];
      for (const range of Object.values(ranges)) {
        const params = OPERATION_DEFINITIONS[apiCode].parse(
          { ...data, ...range, endDate: TODAY },
          { today: TODAY },
        );
        const handler = findSyncHandler(apiCode);
        const { p50, p95 } = await time(RUNS, () => handler.handle(params as never, context));
        cells.push(p50.toFixed(1), p95.toFixed(1));
      }
      const body = JSON.stringify({ apiCode, data: { ...data, ...ranges["6 months"], endDate: TODAY } });
      let bytes = 0;
      const http = await time(RUNS, async () => {
        const response = await service.app.inject({
          method: "POST",
          url: "/v1/openapi/execute",
          headers: { "service-api-key": key.apiKey, "content-type": "application/json" },
          payload: body,
        });
        // The HTTP status mirrors the envelope's code; parsing the body is the client's time, not ours.
        if (response.statusCode !== 200) throw new Error(`${apiCode}: ${response.body.slice(0, 200)}`);
        bytes = response.rawPayload.length;
      });
      cells.push(http.p50.toFixed(1), http.p95.toFixed(1), (bytes / 1024).toFixed(0));
      rows.push(cells);
    }
    return { rows, counts, timings, loadSeconds };
  } finally {
    await service.close();
  }
}

const dialects = (args.dialects ?? "")
  .split(",")
  .filter((d): d is Dialect => (DIALECTS as readonly string[]).includes(d));
const w = WORKLOAD;
console.log(
  `workload: ${w.days} days x ${w.platforms.length} platforms x ${w.prompts} prompts (${w.topics} topics) x ${w.roundsPerDay} rounds x ${w.repeats} repeats = ${answersOf(w).toLocaleString("en")} observations; ~${w.namesPerAnswer} brands named per answer, target in ~${w.targetShare * 100}%; ${RUNS} runs after ${WARM_UP} warm-up`,
);
const table: string[][] = [];
for (const dialect of dialects) {
  const result = await runDialect(dialect);
  console.log(
    `${dialect}: loaded in ${result.loadSeconds.toFixed(0)} s (observations ${(result.timings.observationsMs / 1000).toFixed(0)} s, rollups ${(result.timings.rollupsMs / 1000).toFixed(0)} s); rows: ${Object.entries(
      result.counts,
    )
      .map(([t, n]) => `${t} ${n.toLocaleString("en")}`)
      .join(", ")}`,
  );
  table.push(...result.rows);
}
const header = [
  "dialect",
  "operation",
  "7d p50",
  "7d p95",
  "6mo p50",
  "6mo p95",
  "http 6mo p50",
  "http 6mo p95",
  "KiB",
];
console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const row of table) console.log(`| ${row.join(" | ")} |`);
console.log("(milliseconds; handler = SQL + result build; http = app.inject round trip with auth and JSON)");
