import type { Kysely } from "kysely";
import type { BrandScope, RangeFilter } from "../metrics/brand-owned-by.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import type { SyncApiCode } from "./operation.ts";
import type { ParamsOf } from "./operation-definitions.ts";
import type { TaskQueue } from "./reanalysis/queue-reanalysis.ts";

/** What a synchronous query gets to work with: the database, the caller's account, the zone and clock. */
export interface SyncContext {
  readonly db: Kysely<DatabaseSchema>;
  /** The caller's account: a query never reads a brand of any other account. */
  readonly accountId: string;
  /** The service time zone, for `yyyy-MM-dd HH:mm:ss` times in results. */
  readonly timeZone: string;
  now(): number;
  /** The caller's key: tasks an operation queues (a re-analysis) are recorded under it. */
  readonly keyId?: string;
  /** Where operations that change brand knowledge queue the brand's re-analysis. */
  readonly taskQueue?: TaskQueue;
}

/**
 * A query called through `POST /v1/openapi/execute` and answered in the same response (spec 2.9). It
 * returns the operation's `data`; an unknown brand or one of another account gives the empty shape.
 */
export interface SyncHandler<K extends SyncApiCode = SyncApiCode> {
  readonly apiCode: K;
  handle(params: ParamsOf<K>, context: SyncContext): Promise<unknown>;
}

/** The caller's brand, as every metrics query scopes it. */
export function brandScope(params: { readonly brandId: string }, context: SyncContext): BrandScope {
  return { accountId: context.accountId, brandId: params.brandId };
}

/** The resolved date range and the `llmName` platform filter (`chatgpt` already reads `gpt`). */
export function rangeFilter(params: {
  readonly startDate: string;
  readonly endDate: string;
  readonly llmName: string | undefined;
}): RangeFilter {
  return { startDate: params.startDate, endDate: params.endDate, platform: params.llmName };
}
