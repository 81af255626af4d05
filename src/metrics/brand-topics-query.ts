import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type BrandScope, brandOwnedBy } from "./brand-owned-by.ts";

export interface TopicRow {
  readonly id: string;
  readonly name: string;
}

/** A brand's topics, newest first; topics created together keep the profile's order. */
export async function queryBrandTopics(db: Kysely<DatabaseSchema>, scope: BrandScope): Promise<TopicRow[]> {
  return db
    .selectFrom("brand_topics")
    .select(["id", "name"])
    .where("brand_id", "=", scope.brandId)
    .where(brandOwnedBy(db, scope))
    .orderBy("created_at", "desc")
    .orderBy("topic_order")
    .execute();
}
