import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { ALL_PLATFORMS } from "../store/rollups/rollup-deltas.ts";
import { type BrandScope, brandOwnedBy, type RangeFilter, rollupRowsOf } from "./brand-owned-by.ts";

export interface BrandPrompt {
  readonly promptId: string;
  readonly promptText: string;
  readonly topicName: string | null;
}

/** One prompt's answers on one day (on one platform, or on all: platform ''). */
export interface PromptDay {
  readonly promptId: string;
  readonly day: string;
  readonly observations: number;
  /** Mentions of every named brand in those answers: the voice-share denominator. */
  readonly allMentions: number;
}

/** The subject brand's sums on one prompt and day. */
export interface SubjectDay {
  readonly promptId: string;
  readonly day: string;
  readonly mentioned: number;
  readonly mentionSum: number;
  readonly positionSum: number;
  readonly sentimentSum: number;
}

export interface RankedName {
  readonly promptId: string;
  readonly name: string;
  readonly mentions: number;
}

/** brand_prompt_days and brand_name_days keep the all-platform sums under platform ''. */
const rollupPlatform = (range: RangeFilter) => range.platform ?? ALL_PLATFORMS;

/**
 * The prompts of the brand's monitor (kind `brand`) with their topic names, in prompt order. Bounded by
 * the profile (tens of prompts).
 */
export async function queryBrandPrompts(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
): Promise<BrandPrompt[]> {
  return db
    .selectFrom("monitors as m")
    .innerJoin("prompts as p", "p.monitor_id", "m.id")
    .leftJoin("brand_topics as t", (join) =>
      join.onRef("t.id", "=", "p.topic_id").onRef("t.brand_id", "=", "m.brand_id"),
    )
    .select(["p.id as promptId", "p.text as promptText", "t.name as topicName"])
    .where("m.brand_id", "=", scope.brandId)
    .where("m.kind", "=", "brand")
    .where(brandOwnedBy(db, scope))
    .orderBy("p.prompt_order")
    .orderBy("m.created_at")
    .orderBy("p.id")
    .execute();
}

/** Answers and all-brand mentions per prompt and day: at most prompts x days rows. */
export async function queryPromptDays(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
): Promise<PromptDay[]> {
  return db
    .selectFrom("brand_prompt_days")
    .select(["prompt_id as promptId", "day", "observations", "all_mentions as allMentions"])
    .where(rollupRowsOf(db, "brand_prompt_days", scope, range, rollupPlatform(range)))
    .execute();
}

/** The subject name's sums per prompt and day: at most prompts x days rows. */
export async function querySubjectDays(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
  subjectKey: string,
): Promise<SubjectDay[]> {
  return db
    .selectFrom("brand_name_days")
    .select([
      "prompt_id as promptId",
      "day",
      "mentioned",
      "mention_sum as mentionSum",
      "position_sum as positionSum",
      "sentiment_sum as sentimentSum",
    ])
    .where(rollupRowsOf(db, "brand_name_days", scope, range, rollupPlatform(range)))
    .where("name_key", "=", subjectKey)
    .execute();
}

/**
 * Per prompt, the `limit` names other than the subject with the most mentions over the range (ties by
 * name key), ranked in SQL so only prompts x limit rows come back. A name is spelled as the answers of the
 * latest day in the range spelled it (spellings of one key differ only in width, case or script).
 */
export async function queryTopNames(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
  subjectKey: string,
  limit: number,
): Promise<RankedName[]> {
  const ranked = db
    .selectFrom("brand_name_days")
    .select((eb) => [
      "prompt_id",
      // Days are fixed-width digits, so the greatest day||name is the latest day's spelling.
      sql<string>`substr(max(day || name), 11)`.as("name"),
      eb.fn.sum<number>("mention_sum").as("mentions"),
      sql<number>`row_number() over (partition by prompt_id order by sum(mention_sum) desc, name_key)`.as(
        "name_rank",
      ),
    ])
    .where(rollupRowsOf(db, "brand_name_days", scope, range, rollupPlatform(range)))
    .where("name_key", "<>", subjectKey)
    .groupBy(["prompt_id", "name_key"]);
  return db
    .selectFrom(ranked.as("r"))
    .select(["r.prompt_id as promptId", "r.name", "r.mentions"])
    .where("r.name_rank", "<=", limit)
    .orderBy("r.prompt_id")
    .orderBy("r.name_rank")
    .execute();
}
