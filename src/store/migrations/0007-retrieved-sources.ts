import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The pages a platform reports having consulted without citing them (OpenAI's web_search
 * `action.sources`, Perplexity search results beyond its citations, Gemini chunks no support cites),
 * stored apart from the cited `sources` (docs/platforms.md). Null on failed asks and on rows written
 * before this column existed.
 */
export const retrievedSources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("observations").addColumn("retrieved_sources", "text").execute();
  },
};
