import { type Kysely, sql } from "kysely";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { DatabaseSchema, KnownNamesTable } from "../../store/database-schema.ts";
import { competitorNamed, ownNameKeys } from "./brand-names-of.ts";
import type { StoredBrand } from "./brand-registry.ts";
import { undecidedStanding } from "./known-name-standing.ts";
import { newKnownName } from "./new-known-name.ts";

/** confirm: the name is a brand; reject: it is not; reset: forget the decision (counts decide again). */
export type NameDecision = "confirm" | "reject" | "reset";
export const NAME_DECISIONS: readonly NameDecision[] = ["confirm", "reject", "reset"];

export interface KnownNameDecision {
  readonly accountId: string;
  /** The brand the decision is made from: its own names and tracked competitors cannot be rejected. */
  readonly stored: StoredBrand;
  readonly name: string;
  readonly decision: NameDecision;
  readonly now: number;
}

/**
 * Records a user's decision about a name for the whole account (a name never seen yet is recorded too,
 * so it applies to the next answers). A rejected name is never a brand again: the analysis is told, the
 * rollups drop it, and it stops being a learned competitor of any of the account's brands. Returns the
 * name's row.
 */
export async function decideKnownName(
  db: Kysely<DatabaseSchema>,
  input: KnownNameDecision,
): Promise<KnownNamesTable> {
  const nameKey = normalizeName(input.name);
  if (input.decision === "reject") {
    if (ownNameKeys(input.stored).has(nameKey))
      throw new ServiceError(
        ERROR_CODES.badRequest,
        `"${input.name}" is the brand itself; it cannot be rejected`,
      );
    if (competitorNamed(input.stored, nameKey)?.monitor_type === 1)
      throw new ServiceError(
        ERROR_CODES.badRequest,
        `"${input.name}" is a tracked competitor of the brand; it cannot be rejected`,
      );
  }
  return db.transaction().execute(async (trx) => {
    const decision =
      input.decision === "confirm" ? "confirmed" : input.decision === "reject" ? "rejected" : null;
    await trx
      .insertInto("known_names")
      .values(
        newKnownName(
          { accountId: input.accountId, nameKey, name: input.name, now: input.now },
          { standing: decision ?? "candidate", decision, merged_into: null, aliases: null },
        ),
      )
      .onConflict((oc) =>
        oc.columns(["account_id", "name_key"]).doUpdateSet({
          decision,
          merged_into: null,
          decided_at: decision === null ? null : input.now,
          standing: decision === null ? sql`${undecidedStanding("known_names")}` : decision,
        }),
      )
      .execute();
    if (decision === "rejected") {
      await trx
        .deleteFrom("brand_competitors")
        .where("monitor_type", "=", 0)
        .where("name_key", "=", nameKey)
        .where("brand_id", "in", (eb) =>
          eb.selectFrom("brands").select("id").where("account_id", "=", input.accountId),
        )
        .execute();
    }
    return trx
      .selectFrom("known_names")
      .selectAll()
      .where("account_id", "=", input.accountId)
      .where("name_key", "=", nameKey)
      .executeTakeFirstOrThrow();
  });
}
