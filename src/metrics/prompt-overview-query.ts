import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { ALL_PLATFORMS } from "../store/rollups/rollup-deltas.ts";
import { type BrandScope, brandOwnedBy, type RangeFilter, rollupRowsOf } from "./brand-owned-by.ts";
import { splitByMonth } from "./month-split.ts";

export interface BrandPrompt {
  readonly promptId: string;
  readonly promptText: string;
  readonly topicName: string | null;
}

/**
 * One prompt's answers on one day (on one platform, or on all: platform ''), with the subject name's
 * sums in them (0 when no answer named it).
 */
export interface PromptDay {
  readonly promptId: string;
  readonly day: string;
  readonly observations: number;
  /** Mentions of every named brand in those answers: the voice-share denominator. */
  readonly allMentions: number;
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

/** The brand's own name key (normalizeName of its name), or undefined when not the caller's brand. */
export async function queryBrandNameKey(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("brands")
    .select("name_key")
    .where("id", "=", scope.brandId)
    .where("account_id", "=", scope.accountId)
    .executeTakeFirst();
  return row?.name_key;
}

/**
 * Answers per prompt and day with the subject's sums in them, days ascending: at most prompts x days
 * rows. About the brand itself the sums are brand_prompt_days' own (the target's, as every llm.* query
 * reads them); about another name, that name's brand_name_days row of the same prompt and day.
 */
export async function queryPromptDays(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
  subject: { readonly nameKey: string; readonly isBrand: boolean },
): Promise<PromptDay[]> {
  const days = db
    .selectFrom("brand_prompt_days as p")
    .select(["p.prompt_id as promptId", "p.day", "p.observations", "p.all_mentions as allMentions"])
    .where(rollupRowsOf(db, "p", scope, range, rollupPlatform(range)))
    .orderBy("p.day")
    .orderBy("p.prompt_id");
  if (subject.isBrand) {
    return days
      .select([
        "p.mentioned",
        "p.mention_sum as mentionSum",
        "p.position_sum as positionSum",
        "p.sentiment_sum as sentimentSum",
      ])
      .execute();
  }
  const zeroIfNone = (column: "mentioned" | "mention_sum" | "position_sum" | "sentiment_sum") =>
    sql<number>`coalesce(${sql.ref(`n.${column}`)}, 0)`;
  return days
    .leftJoin("brand_name_days as n", (join) =>
      join
        .onRef("n.brand_id", "=", "p.brand_id")
        .onRef("n.platform", "=", "p.platform")
        .onRef("n.day", "=", "p.day")
        .onRef("n.prompt_id", "=", "p.prompt_id")
        .on("n.name_key", "=", subject.nameKey)
        .on("n.day", ">=", range.startDate)
        .on("n.day", "<=", range.endDate),
    )
    .select([
      zeroIfNone("mentioned").as("mentioned"),
      zeroIfNone("mention_sum").as("mentionSum"),
      zeroIfNone("position_sum").as("positionSum"),
      zeroIfNone("sentiment_sum").as("sentimentSum"),
    ])
    .execute();
}

/**
 * Per prompt, the `limit` names other than the subject with the most mentions over the range (ties by
 * name key), ranked in SQL so only prompts x limit rows come back. Whole months are read from
 * brand_name_months and only the partial edge months from brand_name_days (splitByMonth). A name is
 * spelled as the latest rows read spell it (spellings of one key differ only in width, case or script).
 */
export async function queryTopNames(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
  subjectKey: string,
  limit: number,
): Promise<RankedName[]> {
  const platform = rollupPlatform(range);
  const split = splitByMonth(range.startDate, range.endDate);
  // Each part yields (prompt_id, name_key, name, mention_sum, stamp); the stamp orders spellings in time,
  // a month's spelling after its days' ('-32') and before the next month's.
  const dayParts = split.days.map((days) =>
    db
      .selectFrom("brand_name_days")
      .select(["prompt_id", "name_key", "name", "mention_sum", "day as stamp"])
      .where(rollupRowsOf(db, "brand_name_days", scope, { ...range, ...days }, platform))
      .where("name_key", "<>", subjectKey),
  );
  const months = split.months;
  const monthPart =
    months &&
    db
      .selectFrom("brand_name_months")
      .select(["prompt_id", "name_key", "name", "mention_sum", sql<string>`month || '-32'`.as("stamp")])
      .where("brand_id", "=", scope.brandId)
      .where("platform", "=", platform)
      .where("month", ">=", months.first)
      .where("month", "<=", months.last)
      .where("name_key", "<>", subjectKey)
      .where(brandOwnedBy(db, scope));
  const dayUnion = dayParts.length > 0 ? dayParts.reduce((union, part) => union.unionAll(part)) : null;
  // splitByMonth always yields whole months, edge days or both; the guard only satisfies the type.
  const rows = dayUnion && monthPart ? dayUnion.unionAll(monthPart) : (dayUnion ?? monthPart);
  if (!rows) return [];
  const ranked = db
    .selectFrom(rows.as("u"))
    .select((eb) => [
      "u.prompt_id",
      // Stamps are fixed-width, so the greatest stamp||name carries the latest spelling.
      sql<string>`substr(max(u.stamp || u.name), 11)`.as("name"),
      eb.fn.sum<number>("u.mention_sum").as("mentions"),
      sql<number>`row_number() over (partition by u.prompt_id order by sum(u.mention_sum) desc, u.name_key)`.as(
        "name_rank",
      ),
    ])
    .groupBy(["u.prompt_id", "u.name_key"]);
  return db
    .selectFrom(ranked.as("r"))
    .select(["r.prompt_id as promptId", "r.name", "r.mentions"])
    .where("r.name_rank", "<=", limit)
    .orderBy("r.prompt_id")
    .orderBy("r.name_rank")
    .execute();
}
