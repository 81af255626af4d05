import type { Kysely } from "kysely";
import { normalizeName } from "../../src/analysis/text-normalizer.ts";
import type { DatabaseSchema } from "../../src/store/database-schema.ts";
import type { BrandObservationFacts } from "../../src/store/rollups/rollup-deltas.ts";
import { newId } from "../../src/util/ids.ts";

export interface BrandProfileInput {
  readonly accountId: string;
  readonly name: string;
  readonly createdAt: number;
  readonly topics: readonly { readonly name: string; readonly createdAt: number }[];
  readonly competitors: readonly {
    readonly name: string;
    readonly keywords: string | null;
    readonly monitorType: number;
    readonly createdAt: number;
    readonly website?: string;
  }[];
  /** Prompts of the brand's monitor, in prompt order; `topic` is an index into `topics`, or null. */
  readonly prompts: readonly { readonly text: string; readonly topic: number | null }[];
}

export interface BrandProfile {
  readonly brandId: string;
  readonly monitorId: string;
  readonly topicIds: string[];
  readonly promptIds: string[];
}

/**
 * Writes the rows a geo.brand task leaves behind (brand, topics, competitors, a `brand` monitor and its
 * prompts), so metrics tests and the benchmark start from a realistic profile without running rounds.
 */
export async function insertBrandProfile(
  db: Kysely<DatabaseSchema>,
  input: BrandProfileInput,
): Promise<BrandProfile> {
  const brandId = newId("brand");
  const at = input.createdAt;
  await db
    .insertInto("brands")
    .values({
      id: brandId,
      account_id: input.accountId,
      name: input.name,
      name_key: normalizeName(input.name),
      description: null,
      website_url: null,
      product_service: null,
      products: null,
      topics: JSON.stringify(input.topics.map((topic) => topic.name)),
      competitors: JSON.stringify(input.competitors.map((competitor) => competitor.name)),
      lang_type: "zh_cn",
      platforms: JSON.stringify(["deepseek"]),
      created_at: at,
      updated_at: at,
    })
    .execute();
  const topicIds = input.topics.map(() => newId("topic"));
  if (input.topics.length > 0) {
    await db
      .insertInto("brand_topics")
      .values(
        input.topics.map((topic, i) => ({
          id: topicIds[i],
          brand_id: brandId,
          name: topic.name,
          topic_order: i + 1,
          created_at: topic.createdAt,
        })),
      )
      .execute();
  }
  if (input.competitors.length > 0) {
    await db
      .insertInto("brand_competitors")
      .values(
        input.competitors.map((competitor) => ({
          id: newId("competitor"),
          brand_id: brandId,
          name: competitor.name,
          name_key: normalizeName(competitor.name),
          logo_url: null,
          website: competitor.website ?? null,
          keywords: competitor.keywords,
          monitor_type: competitor.monitorType,
          created_at: competitor.createdAt,
        })),
      )
      .execute();
  }
  const monitorId = newId("mon");
  await db
    .insertInto("monitors")
    .values({
      id: monitorId,
      account_id: input.accountId,
      key_id: "key_test",
      kind: "brand",
      task_id: newId("task"),
      brand_id: brandId,
      settings: "{}",
      interval_seconds: 86_400,
      next_run_at: at + 86_400_000,
      last_round_at: null,
      active: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const promptIds = input.prompts.map(() => newId("prompt"));
  if (input.prompts.length > 0) {
    await db
      .insertInto("prompts")
      .values(
        input.prompts.map((prompt, i) => ({
          id: promptIds[i],
          monitor_id: monitorId,
          topic_id: prompt.topic === null ? null : topicIds[prompt.topic],
          text: prompt.text,
          prompt_order: i + 1,
          created_at: at,
        })),
      )
      .execute();
  }
  return { brandId, monitorId, topicIds, promptIds };
}

/** One brand an answer names: [name, mentions, position, sentimentScore]. */
export type NamedBrand = readonly [name: string, mentions: number, position: number, sentiment: number];

/**
 * The rollup facts of one answer that names `names`; the target's own entry (matched by normalised name)
 * becomes `target`, and a target the answer does not name has 0 mentions and position 0.
 */
export function answerFacts(input: {
  brandId: string;
  targetName: string;
  platform: string;
  day: string;
  promptId: string;
  topicId: string | null;
  names: readonly NamedBrand[];
}): BrandObservationFacts {
  const targetKey = normalizeName(input.targetName);
  const names = input.names.map(([name, mentions, position, sentimentScore]) => ({
    name,
    nameKey: normalizeName(name),
    mentions,
    position,
    sentimentScore,
  }));
  const own = names.find((named) => named.nameKey === targetKey);
  return {
    brandId: input.brandId,
    platform: input.platform,
    day: input.day,
    promptId: input.promptId,
    topicId: input.topicId,
    target: {
      mentions: own?.mentions ?? 0,
      position: own?.position ?? 0,
      sentimentScore: own?.sentimentScore ?? 0,
      recommended: own !== undefined && own.position <= 3,
      recommendCount: own !== undefined && own.position <= 3 ? 1 : 0,
    },
    names,
  };
}
