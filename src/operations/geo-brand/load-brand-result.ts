import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { ALL_PLATFORMS } from "../../store/rollups/rollup-deltas.ts";
import { addDays } from "../../util/time.ts";
import { loadBrand } from "../brand-knowledge/brand-registry.ts";
import type { LangType } from "./brand-profile-prompt.ts";
import {
  brandScore,
  buildPlatformStat,
  buildTopicStat,
  type DaySums,
  hasData,
  type PlatformStat,
} from "./brand-statistics.ts";
import { type BrandSuggestion, buildBrandSuggestion } from "./brand-suggestion.ts";

/** Spec 2.6 `info`: the JSON-array fields are strings the client parses a second time. */
export interface BrandInfo {
  brandId: string;
  brandName: string;
  brandDescription?: string;
  websiteUrl?: string;
  products?: string;
  topics?: string;
  competitors?: string;
  langType?: string;
  platforms: string[];
}

export interface GeoBrandResult {
  score: number;
  info: BrandInfo;
  platformStats: PlatformStat[];
  suggestion: BrandSuggestion | null;
}

const SUMS = ["observations", "mentioned", "mention_sum", "recommended", "sentiment_sum"] as const;

function present<K extends string>(key: K, value: string | null): { [P in K]?: string } {
  return (value === null ? {} : { [key]: value }) as { [P in K]?: string };
}

/**
 * The geo.brand result of `statDate` (`yyyy-MM-dd`, service zone), read from the daily rollups only
 * (brand_platform_days, brand_topic_days, brand_name_days), never from raw observations, so it costs the
 * same whatever the history. The day before gives the previous-day fields.
 */
export async function loadBrandResult(
  db: Kysely<DatabaseSchema>,
  brandId: string,
  statDate: string,
): Promise<GeoBrandResult> {
  const { brand, topics } = await loadBrand(db, brandId);
  const platforms = JSON.parse(brand.platforms) as string[];
  const previousDate = addDays(statDate, -1);
  const days = [statDate, previousDate];

  const platformRows = await db
    .selectFrom("brand_platform_days")
    .select(["day", "platform", ...SUMS])
    .where("brand_id", "=", brandId)
    .where("day", "in", days)
    .execute();
  const topicRows = await db
    .selectFrom("brand_topic_days")
    .select(["day", "platform", "topic_id", ...SUMS])
    .where("brand_id", "=", brandId)
    .where("day", "in", days)
    .execute();
  const nameRows = await db
    .selectFrom("brand_name_days")
    .select(["name_key", "name", "mention_sum"])
    .where("brand_id", "=", brandId)
    .where("platform", "=", ALL_PLATFORMS)
    .where("day", "=", statDate)
    .execute();

  const platformSums = new Map<string, DaySums>(platformRows.map((r) => [`${r.day}|${r.platform}`, r]));
  const topicSums = new Map<string, DaySums>(
    topicRows.map((r) => [`${r.day}|${r.platform}|${r.topic_id}`, r]),
  );
  // Platforms of the brand first in its order, then any other platform with data that day.
  const withData = platformRows
    .filter((r) => r.day === statDate && hasData(r))
    .map((r) => r.platform)
    .sort((a, b) => {
      const ia = platforms.indexOf(a);
      const ib = platforms.indexOf(b);
      return (ia < 0 ? 1e6 : ia) - (ib < 0 ? 1e6 : ib) || a.localeCompare(b);
    });
  const platformStats = withData.map((platform) =>
    buildPlatformStat(
      platform,
      platformSums.get(`${statDate}|${platform}`) as DaySums,
      platformSums.get(`${previousDate}|${platform}`),
      topics.map((topic) =>
        buildTopicStat(
          topic.name,
          topicSums.get(`${statDate}|${platform}|${topic.id}`),
          topicSums.get(`${previousDate}|${platform}|${topic.id}`),
        ),
      ),
    ),
  );
  const score = brandScore(platformStats);

  const voices = new Map<string, { name: string; nameKey: string; mentions: number }>();
  for (const row of nameRows) {
    const voice = voices.get(row.name_key) ?? { name: row.name, nameKey: row.name_key, mentions: 0 };
    voice.mentions += row.mention_sum;
    voices.set(row.name_key, voice);
  }
  const langType: LangType = brand.lang_type === "en_us" ? "en_us" : "zh_cn";
  const suggestion = buildBrandSuggestion({
    brandId,
    brandName: brand.name,
    langType,
    statDate,
    score,
    platforms: withData.map((platform) => ({
      platform,
      sums: platformSums.get(`${statDate}|${platform}`) as DaySums,
    })),
    topics: topics.map((topic) => ({
      name: topic.name,
      mentions: withData.reduce(
        (sum, platform) => sum + (topicSums.get(`${statDate}|${platform}|${topic.id}`)?.mention_sum ?? 0),
        0,
      ),
    })),
    voices: [...voices.values()],
    brandKey: brand.name_key,
  });

  return {
    score,
    info: {
      brandId,
      brandName: brand.name,
      ...present("brandDescription", brand.description),
      ...present("websiteUrl", brand.website_url),
      ...present("products", brand.products),
      ...present("topics", brand.topics),
      ...present("competitors", brand.competitors),
      ...present("langType", brand.lang_type),
      platforms,
    },
    platformStats,
    suggestion,
  };
}
