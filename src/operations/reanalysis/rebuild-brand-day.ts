import { type Kysely, PostgresAdapter, sql } from "kysely";
import { METRICS_VERSION } from "../../metrics/metrics-version.ts";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { applyRollupDeltas } from "../../store/rollups/apply-rollup-deltas.ts";
import { RollupDeltas } from "../../store/rollups/rollup-deltas.ts";
import {
  type BrandReanalyzer,
  type ReanalysedAnswer,
  reanalyseStoredAnswer,
  STORED_ANSWER_COLUMNS,
  type StoredAnswer,
} from "./stored-answer-analysis.ts";

/** Rows per UPDATE of the observations' analyses. */
const UPDATE_CHUNK = 200;

/** The brand's completed answers of one day (or only those with the given ids). */
export function storedAnswersOfDay(
  db: Kysely<DatabaseSchema>,
  brandId: string,
  day: string,
  ids?: readonly string[],
): Promise<StoredAnswer[]> {
  let query = db
    .selectFrom("observations")
    .select(STORED_ANSWER_COLUMNS)
    .where("brand_id", "=", brandId)
    .where("day", "=", day)
    .where("status", "=", "completed");
  if (ids) query = query.where("id", "in", ids);
  return query.orderBy("id").execute();
}

/**
 * Keeps every writer of the brand rollups out until this transaction ends, so the answers it reads are
 * exactly the ones whose increments it replaces. PostgreSQL: a SHARE ROW EXCLUSIVE lock on
 * brand_platform_days, which every answer's rollup upsert needs first (ROW EXCLUSIVE): writers already
 * past it are waited for (and their answers then read), later ones wait and add to the rebuilt rows.
 * SQLite: a first statement that writes takes the database's write lock (other connections wait on
 * busy_timeout), so the reads that follow see the latest commit and nothing commits meanwhile.
 */
async function lockRollupWriters(trx: Kysely<DatabaseSchema>, brandId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`lock table brand_platform_days in share row exclusive mode`.execute(trx);
  else
    await trx.updateTable("brands").set({ updated_at: sql`updated_at` }).where("id", "=", brandId).execute();
}

export interface DayRebuildReport {
  readonly answers: number;
  /** Answers whose analysis differs from the one stored before. */
  readonly changed: number;
}

/**
 * Rebuilds a brand's rollups of one day from its stored answers, analysed again, in one transaction: the
 * day's rows of brand_platform_days, brand_topic_days, brand_prompt_days and brand_name_days are replaced,
 * the month rows (brand_name_months) lose the day's old mentions and gain its new ones, and every answer
 * stores its new analysis with METRICS_VERSION. Readers see the day before or after, never half of it.
 * `analysed` holds answers analysed before the transaction (the slow part, kept outside the lock); an
 * answer that arrived since is analysed inside it.
 */
export async function rebuildBrandDay(
  db: Kysely<DatabaseSchema>,
  reanalyzer: BrandReanalyzer,
  day: string,
  analysed: ReadonlyMap<string, ReanalysedAnswer>,
): Promise<DayRebuildReport> {
  const { brandId } = reanalyzer;
  return db.transaction().execute(async (trx) => {
    await lockRollupWriters(trx, brandId);
    const ids = await trx
      .selectFrom("observations")
      .select("id")
      .where("brand_id", "=", brandId)
      .where("day", "=", day)
      .where("status", "=", "completed")
      .execute();
    const missing = ids.map((row) => row.id).filter((id) => !analysed.has(id));
    const late = new Map<string, ReanalysedAnswer>();
    for (let i = 0; i < missing.length; i += UPDATE_CHUNK)
      for (const row of await storedAnswersOfDay(trx, brandId, day, missing.slice(i, i + UPDATE_CHUNK)))
        late.set(row.id, reanalyseStoredAnswer(reanalyzer, row));
    const answers = ids.map((row) => analysed.get(row.id) ?? late.get(row.id)).filter((a) => a !== undefined);

    const deltas = new RollupDeltas();
    for (const answer of answers) deltas.add(answer.facts);
    // The month rows keep the other days: take this day's old mentions out, the new ones come in.
    const oldNames = await trx
      .selectFrom("brand_name_days")
      .select(["platform", "prompt_id", "name_key", "name", "mention_sum"])
      .where("brand_id", "=", brandId)
      .where("day", "=", day)
      .execute();
    const month = day.slice(0, 7);
    for (const old of oldNames) {
      const key = `${brandId}\u0000${old.platform}\u0000${month}\u0000${old.prompt_id}\u0000${old.name_key}`;
      const row = deltas.nameMonths.get(key);
      if (row) row.mention_sum -= old.mention_sum;
      else
        deltas.nameMonths.set(key, {
          brand_id: brandId,
          platform: old.platform,
          month,
          prompt_id: old.prompt_id,
          name_key: old.name_key,
          name: old.name,
          mention_sum: -old.mention_sum,
        });
    }
    for (const table of [
      "brand_platform_days",
      "brand_topic_days",
      "brand_prompt_days",
      "brand_name_days",
    ] as const)
      await trx.deleteFrom(table).where("brand_id", "=", brandId).where("day", "=", day).execute();
    await applyRollupDeltas(trx, deltas);
    await trx
      .deleteFrom("brand_name_months")
      .where("brand_id", "=", brandId)
      .where("month", "=", month)
      .where("mention_sum", "<=", 0)
      .execute();

    for (let i = 0; i < answers.length; i += UPDATE_CHUNK) {
      const chunk = answers.slice(i, i + UPDATE_CHUNK);
      const values = sql.join(chunk.map((answer) => sql`(${answer.id}, ${answer.analysis})`));
      await sql`
        with reanalysed (id, analysis) as (values ${values})
        update observations
        set analysis = (select r.analysis from reanalysed r where r.id = observations.id),
            analysis_version = ${METRICS_VERSION}
        where id in (select id from reanalysed)`.execute(trx);
    }
    return { answers: answers.length, changed: answers.filter((answer) => answer.changed).length };
  });
}
