import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { AnswerAnalysis } from "../../../src/analysis/analysis-types.ts";
import { METRICS_VERSION } from "../../../src/metrics/metrics-version.ts";
import { loadAccountKnowledge } from "../../../src/operations/brand-knowledge/account-knowledge.ts";
import { createBrandAnalyzers } from "../../../src/operations/brand-knowledge/brand-analyzers.ts";
import {
  brandAnalysisSpecs,
  loadBrand,
  registerBrand,
} from "../../../src/operations/brand-knowledge/brand-registry.ts";
import { knownNameSightings } from "../../../src/operations/brand-knowledge/known-name-sightings.ts";
import { brandObservationFacts } from "../../../src/operations/monitoring/brand-observation-facts.ts";
import { type Database, migrateToLatest, openDatabase } from "../../../src/store/database.ts";
import type { DatabaseSchema } from "../../../src/store/database-schema.ts";
import {
  insertObservations,
  type ObservationWrite,
} from "../../../src/store/observations/insert-observation.ts";
import { RollupDeltas } from "../../../src/store/rollups/rollup-deltas.ts";
import { derivedId } from "../../../src/util/ids.ts";
import { createPostgresDatabase, type Dialect } from "../../support/test-databases.ts";

export interface TestDatabase {
  readonly database: Database;
  /** CLI flags naming the same database. */
  readonly storage: string[];
  /** Another handle on the same database (a second process's connection). */
  openAnother(): Database;
  cleanup(): Promise<void>;
}

/** An empty, migrated database of the dialect. */
export async function openTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "answerlens-knowledge-"));
    const path = join(dataDir, "answerlens.db");
    const database = openDatabase({ kind: "sqlite", path });
    await migrateToLatest(database);
    return {
      database,
      storage: ["--data", dataDir],
      openAnother: () => openDatabase({ kind: "sqlite", path }),
      async cleanup() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const postgres = await createPostgresDatabase();
  const database = openDatabase({ kind: "postgres", url: postgres.url, poolSize: 4 });
  await migrateToLatest(database);
  return {
    database,
    storage: ["--database-url", postgres.url],
    openAnother: () => openDatabase({ kind: "postgres", url: postgres.url, poolSize: 2 }),
    async cleanup() {
      await database.close();
      await postgres.drop();
    },
  };
}

export async function seedAccount(db: Kysely<DatabaseSchema>, name: string): Promise<string> {
  const id = `acct_${name}`;
  await db.insertInto("accounts").values({ id, name, points: 1000, created_at: Date.now() }).execute();
  return id;
}

export async function seedBrand(
  db: Kysely<DatabaseSchema>,
  accountId: string,
  name: string,
  competitors: { name: string; keywords?: string[]; monitorType?: number }[] = [],
): Promise<string> {
  const brandId = await registerBrand(db, {
    accountId,
    brandName: name,
    description: undefined,
    websiteUrl: undefined,
    productService: undefined,
    platforms: ["kimi", "deepseek"],
    now: Date.now(),
  });
  for (const competitor of competitors)
    await db
      .insertInto("brand_competitors")
      .values({
        id: derivedId("comp", `${brandId}\u0000${competitor.name}`),
        brand_id: brandId,
        name: competitor.name,
        name_key: competitor.name.toLowerCase(),
        logo_url: null,
        website: null,
        keywords: competitor.keywords ? JSON.stringify(competitor.keywords) : null,
        monitor_type: competitor.monitorType ?? 1,
        created_at: Date.now(),
      })
      .execute();
  return brandId;
}

export interface TestAnswer {
  readonly platform: string;
  readonly day: string;
  readonly promptId: string;
  readonly text: string;
  readonly question?: string;
  /** Makes the observation id unique when the same answer is stored twice on purpose. */
  readonly seq?: number;
}

export const observationId = (brandId: string, answer: TestAnswer) =>
  derivedId(
    "obs",
    `${brandId}\u0000${answer.platform}\u0000${answer.day}\u0000${answer.promptId}\u0000${answer.seq ?? 0}`,
  );

/**
 * Stores answers as a brand round would: analysed for the brand with the account's current knowledge,
 * with their rollup facts and name sightings, in one insert.
 */
export async function storeAnswers(
  db: Kysely<DatabaseSchema>,
  brandId: string,
  answers: readonly TestAnswer[],
): Promise<boolean[]> {
  const stored = await loadBrand(db, brandId);
  const knowledge = await loadAccountKnowledge(db, stored.brand.account_id);
  const analyzerFor = createBrandAnalyzers(brandAnalysisSpecs(stored), knowledge);
  const writes: ObservationWrite[] = answers.map((answer) => {
    const question = answer.question ?? "哪个咖啡品牌好？";
    const analysis = analyzerFor(question).analyze({ text: answer.text });
    const at = Date.parse(`${answer.day}T04:00:00Z`);
    return {
      row: {
        id: observationId(brandId, answer),
        account_id: stored.brand.account_id,
        task_id: null,
        api_code: "geo.brand",
        platform: answer.platform,
        question,
        status: "completed",
        error: null,
        answer_text: answer.text,
        sources: "[]",
        analysis: JSON.stringify(analysis),
        adapter: "test",
        model: "test",
        search_enabled: 0,
        search_used: null,
        sandbox: 1,
        latency_ms: 1,
        attempts: 1,
        input_tokens: null,
        output_tokens: null,
        asked_at: at,
        day: answer.day,
        prompt_id: answer.promptId,
        topic_id: "topic_t",
        brand_id: brandId,
        analysis_version: METRICS_VERSION,
        retrieved_sources: null,
      },
      facts: brandObservationFacts(
        {
          brandId,
          platform: answer.platform,
          day: answer.day,
          promptId: answer.promptId,
          topicId: "topic_t",
        },
        analysis,
        knowledge,
      ),
      sightings: knownNameSightings(analysis, {
        accountId: stored.brand.account_id,
        platform: answer.platform,
        at,
      }),
    };
  });
  return insertObservations(db, writes);
}

const ROLLUP_TABLES = [
  "brand_platform_days",
  "brand_topic_days",
  "brand_prompt_days",
  "brand_name_days",
  "brand_name_months",
] as const;

type Snapshot = Record<(typeof ROLLUP_TABLES)[number], Record<string, unknown>[]>;

/** Rows sorted by their JSON, numbers as numbers: comparable across dialects and runs. */
function canonical(rows: readonly object[]): Record<string, unknown>[] {
  return rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .map(([k, v]) => [k, typeof v === "bigint" ? Number(v) : v])
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    )
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

/** Every rollup row of the brand. */
export async function rollupSnapshot(db: Kysely<DatabaseSchema>, brandId: string): Promise<Snapshot> {
  const snapshot = {} as Snapshot;
  for (const table of ROLLUP_TABLES)
    snapshot[table] = canonical(
      await db.selectFrom(table).selectAll().where("brand_id", "=", brandId).execute(),
    );
  return snapshot;
}

/**
 * The rollups the brand's stored observations imply: each observation's stored analysis turned into facts
 * (with the account's current knowledge) and summed from nothing. What the tables must hold.
 */
export async function rollupsFromObservations(
  db: Kysely<DatabaseSchema>,
  brandId: string,
): Promise<Snapshot> {
  const stored = await loadBrand(db, brandId);
  const knowledge = await loadAccountKnowledge(db, stored.brand.account_id);
  const rows = await db
    .selectFrom("observations")
    .select(["platform", "day", "prompt_id", "topic_id", "analysis"])
    .where("brand_id", "=", brandId)
    .where("status", "=", "completed")
    .execute();
  const deltas = new RollupDeltas();
  for (const row of rows)
    deltas.add(
      brandObservationFacts(
        {
          brandId,
          platform: row.platform,
          day: row.day,
          promptId: row.prompt_id ?? "",
          topicId: row.topic_id,
        },
        JSON.parse(row.analysis ?? "null") as AnswerAnalysis,
        knowledge,
      ),
    );
  return {
    brand_platform_days: canonical([...deltas.platformDays.values()]),
    brand_topic_days: canonical([...deltas.topicDays.values()]),
    brand_prompt_days: canonical([...deltas.promptDays.values()]),
    brand_name_days: canonical([...deltas.nameDays.values()]),
    brand_name_months: canonical([...deltas.nameMonths.values()]),
  };
}

/** The brand's own figures summed over its platform-day rows. */
export async function brandTotals(db: Kysely<DatabaseSchema>, brandId: string) {
  const rows = await db
    .selectFrom("brand_platform_days")
    .selectAll()
    .where("brand_id", "=", brandId)
    .execute();
  const sum = (column: "observations" | "mentioned" | "mention_sum" | "all_mentions") =>
    rows.reduce((total, row) => total + Number(row[column]), 0);
  return {
    observations: sum("observations"),
    mentioned: sum("mentioned"),
    mentions: sum("mention_sum"),
    allMentions: sum("all_mentions"),
  };
}
