import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

/** Which stored answers of a brand to read (the caller's brand only). */
export interface EvidenceScope {
  readonly accountId: string;
  readonly brandId: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly platform: string | undefined;
  readonly promptId: string | undefined;
  readonly topicId: string | undefined;
}

export interface EvidenceRow {
  readonly id: string;
  readonly task_id: string | null;
  readonly platform: string;
  readonly question: string;
  readonly answer_text: string | null;
  readonly sources: string | null;
  readonly analysis: string | null;
  readonly adapter: string | null;
  readonly model: string | null;
  readonly search_enabled: number | null;
  readonly search_used: number | null;
  readonly sandbox: number;
  readonly latency_ms: number | null;
  readonly attempts: number | null;
  readonly asked_at: number;
  readonly day: string;
  readonly monitor_id: string | null;
  readonly round_id: string | null;
  readonly prompt_id: string | null;
  readonly topic_id: string | null;
  readonly repeat_index: number | null;
  readonly prompt_text: string | null;
  readonly topic_name: string | null;
}

/**
 * A cap on the answers read to apply the mentioned/recommended filters, which live in the analysis JSON:
 * a six-month range of a large brand is cut here (newest first) rather than read whole.
 */
export const EVIDENCE_FILTER_SCAN_LIMIT = 20_000;

function scoped(db: Kysely<DatabaseSchema>, scope: EvidenceScope) {
  let query = db
    .selectFrom("observations as o")
    .where("o.account_id", "=", scope.accountId)
    .where("o.brand_id", "=", scope.brandId)
    .where("o.status", "=", "completed")
    .where("o.day", ">=", scope.startDate)
    .where("o.day", "<=", scope.endDate);
  if (scope.platform !== undefined) query = query.where("o.platform", "=", scope.platform);
  if (scope.promptId !== undefined) query = query.where("o.prompt_id", "=", scope.promptId);
  if (scope.topicId !== undefined) query = query.where("o.topic_id", "=", scope.topicId);
  return query;
}

export async function countEvidence(db: Kysely<DatabaseSchema>, scope: EvidenceScope): Promise<number> {
  const row = await scoped(db, scope)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids and analyses of the scope's answers, newest first, for filtering on the analysis. */
export async function queryEvidenceAnalyses(
  db: Kysely<DatabaseSchema>,
  scope: EvidenceScope,
): Promise<Array<{ id: string; analysis: string | null }>> {
  return scoped(db, scope)
    .select(["o.id", "o.analysis"])
    .orderBy("o.asked_at", "desc")
    .orderBy("o.id", "desc")
    .limit(EVIDENCE_FILTER_SCAN_LIMIT)
    .execute();
}

/** Full rows with their prompt and topic names: one page of the scope, or the given ids. */
export async function queryEvidenceRows(
  db: Kysely<DatabaseSchema>,
  scope: EvidenceScope,
  page: { readonly offset: number; readonly limit: number } | { readonly ids: readonly string[] },
): Promise<EvidenceRow[]> {
  let query = scoped(db, scope)
    .leftJoin("prompts as p", "p.id", "o.prompt_id")
    .leftJoin("brand_topics as bt", "bt.id", "o.topic_id")
    .selectAll("o")
    .select(["p.text as prompt_text", "bt.name as topic_name"])
    .orderBy("o.asked_at", "desc")
    .orderBy("o.id", "desc");
  if ("ids" in page) {
    if (page.ids.length === 0) return [];
    query = query.where("o.id", "in", page.ids);
  } else {
    query = query.limit(page.limit).offset(page.offset);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    asked_at: Number(row.asked_at),
    sandbox: Number(row.sandbox),
  })) as EvidenceRow[];
}

/** The brand's name, or undefined when it is not the caller's. */
export async function queryOwnBrandName(
  db: Kysely<DatabaseSchema>,
  accountId: string,
  brandId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("brands")
    .select("name")
    .where("id", "=", brandId)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return row?.name;
}
