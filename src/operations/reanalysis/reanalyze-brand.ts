import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { loadAccountKnowledge } from "../brand-knowledge/account-knowledge.ts";
import { createBrandAnalyzers } from "../brand-knowledge/brand-analyzers.ts";
import { brandAnalysisSpecs, loadBrand } from "../brand-knowledge/brand-registry.ts";
import { loadBrandResult } from "../geo-brand/load-brand-result.ts";
import { brandMonitorId } from "../monitoring/brand-monitor.ts";
import { rebuildBrandDay, storedAnswersOfDay } from "./rebuild-brand-day.ts";
import {
  type BrandReanalyzer,
  type ReanalysedAnswer,
  reanalyseStoredAnswer,
} from "./stored-answer-analysis.ts";

export interface ReanalysisProgress {
  readonly brandId: string;
  readonly day: string;
  /** Answers re-analysed so far, of `total` counted at the start (answers arriving meanwhile add to done). */
  readonly done: number;
  readonly total: number;
}

export interface ReanalysisOptions {
  /** First day (`yyyy-MM-dd`) re-analysed; every day when absent. */
  readonly since?: string;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ReanalysisProgress) => void;
  readonly now: () => number;
}

export interface BrandReanalysisReport {
  readonly brandId: string;
  readonly days: number;
  readonly answers: number;
  readonly changed: number;
}

/** The brand's answers to re-analyse: how many, on which days. */
async function brandDays(db: Kysely<DatabaseSchema>, brandId: string, since: string | undefined) {
  let query = db
    .selectFrom("observations")
    .select(["day", (eb) => eb.fn.countAll<number>().as("answers")])
    .where("brand_id", "=", brandId)
    .where("status", "=", "completed");
  if (since !== undefined) query = query.where("day", ">=", since);
  const rows = await query.groupBy("day").orderBy("day").execute();
  return rows.map((row) => ({ day: row.day, answers: Number(row.answers) }));
}

/**
 * Analyses a brand's stored answers again with the current analyzer and the account's current brand
 * knowledge (the brand's aliases, competitors, learned, confirmed, rejected and merged names), and
 * rebuilds its rollups day by day (rebuildBrandDay: one short transaction per day, safe while answers
 * arrive). Then the owning geo.brand task's result is rebuilt from the new rollups. Idempotent: running
 * it twice gives the same figures. Known-name counts are not recounted (they count answers as they
 * arrived).
 */
export async function reanalyzeBrand(
  db: Kysely<DatabaseSchema>,
  brandId: string,
  options: ReanalysisOptions,
): Promise<BrandReanalysisReport> {
  const stored = await loadBrand(db, brandId);
  const knowledge = await loadAccountKnowledge(db, stored.brand.account_id);
  const reanalyzer: BrandReanalyzer = {
    brandId,
    knowledge,
    analyzerFor: createBrandAnalyzers(brandAnalysisSpecs(stored), knowledge),
  };
  const days = await brandDays(db, brandId, options.since);
  const total = days.reduce((sum, day) => sum + day.answers, 0);
  let done = 0;
  let changed = 0;
  for (const { day } of days) {
    options.signal?.throwIfAborted();
    // The slow part, analysing, happens before the day's transaction; answers arriving meanwhile are
    // analysed inside it.
    const analysed = new Map<string, ReanalysedAnswer>();
    for (const row of await storedAnswersOfDay(db, brandId, day))
      analysed.set(row.id, reanalyseStoredAnswer(reanalyzer, row));
    const report = await rebuildBrandDay(db, reanalyzer, day, analysed);
    done += report.answers;
    changed += report.changed;
    options.onProgress?.({ brandId, day, done, total });
  }
  if (days.length > 0) await refreshBrandTaskResult(db, brandId, options.now());
  return { brandId, days: days.length, answers: done, changed };
}

/** The owning geo.brand task's result, rebuilt from the rollups for the brand's latest day. */
async function refreshBrandTaskResult(db: Kysely<DatabaseSchema>, brandId: string, now: number) {
  const owner = await db
    .selectFrom("monitors")
    .innerJoin("tasks", "tasks.id", "monitors.task_id")
    .select(["tasks.id", "tasks.status"])
    .where("monitors.id", "=", brandMonitorId(brandId))
    .executeTakeFirst();
  if (owner?.status !== 2) return;
  const latest = await db
    .selectFrom("observations")
    .select((eb) => eb.fn.max("day").as("day"))
    .where("brand_id", "=", brandId)
    .where("status", "=", "completed")
    .executeTakeFirst();
  if (!latest?.day) return;
  const result = await loadBrandResult(db, brandId, latest.day as string);
  await db
    .updateTable("tasks")
    .set({ result: JSON.stringify(result), updated_at: now })
    .where("id", "=", owner.id)
    .execute();
}
