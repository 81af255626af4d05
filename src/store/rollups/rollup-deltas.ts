import type {
  BrandNameDaysTable,
  BrandNameMonthsTable,
  BrandPlatformDaysTable,
  BrandPromptDaysTable,
  BrandTopicDaysTable,
  MomentSums,
  TargetMetricSums,
} from "../database-schema.ts";

/** The second-moment columns (MomentSums) of the target rollups, for the queries that sum them. */
export const MOMENT_SUM_COLUMNS = [
  "moment_observations",
  "position_sq_sum",
  "sentiment_sq_sum",
  "mention_sq_sum",
  "all_mentions_sq_sum",
  "mention_cross_sum",
] as const satisfies readonly (keyof MomentSums)[];

/** Platform value of the rollup rows that sum over every platform. */
export const ALL_PLATFORMS = "";

/** What one brand-monitoring observation adds to the rollups; built from its analysis. */
export interface BrandObservationFacts {
  readonly brandId: string;
  readonly platform: string;
  /** `yyyy-MM-dd` in the service time zone. */
  readonly day: string;
  readonly promptId: string;
  readonly topicId: string | null;
  /** The monitored brand in this answer. */
  readonly target: {
    /** Mentions (0 when not mentioned). */
    readonly mentions: number;
    /** 1-based rank, 0 when not mentioned. */
    readonly position: number;
    readonly sentimentScore: number;
    readonly recommended: boolean;
    readonly recommendCount: number;
  };
  /** Every brand the answer names (the target included), each once. */
  readonly names: readonly {
    readonly name: string;
    readonly nameKey: string;
    readonly mentions: number;
    readonly position: number;
    readonly sentimentScore: number;
  }[];
}

function emptyMomentSums(): MomentSums {
  return {
    moment_observations: 0,
    position_sq_sum: 0,
    sentiment_sq_sum: 0,
    mention_sq_sum: 0,
    all_mentions_sq_sum: 0,
    mention_cross_sum: 0,
  };
}

function emptyTargetSums(): TargetMetricSums {
  return {
    ...emptyMomentSums(),
    observations: 0,
    mentioned: 0,
    mention_sum: 0,
    position_sum: 0,
    top1: 0,
    top3: 0,
    top10: 0,
    sentiment_sum: 0,
    recommended: 0,
    recommend_sum: 0,
    all_mentions: 0,
  };
}

const inTop = (position: number, k: number) => (position >= 1 && position <= k ? 1 : 0);

/** The target counts as mentioned only with a mention and a rank. */
const isMentioned = (facts: BrandObservationFacts) => facts.target.mentions > 0 && facts.target.position > 0;

/**
 * The answer's second moments (docs/metrics.md version 3): squares of position and sentiment where the
 * brand is mentioned, and of the voice share's numerator (the brand's counted mentions) and denominator.
 */
function addMoments(sums: MomentSums, facts: BrandObservationFacts, allMentions: number): void {
  const counted = isMentioned(facts) ? facts.target.mentions : 0;
  sums.moment_observations += 1;
  sums.mention_sq_sum += counted * counted;
  sums.all_mentions_sq_sum += allMentions * allMentions;
  sums.mention_cross_sum += counted * allMentions;
  if (counted === 0) return;
  sums.position_sq_sum += facts.target.position * facts.target.position;
  sums.sentiment_sq_sum += facts.target.sentimentScore * facts.target.sentimentScore;
}

function addTarget(sums: TargetMetricSums, facts: BrandObservationFacts, allMentions: number): void {
  const { target } = facts;
  sums.observations += 1;
  sums.all_mentions += allMentions;
  addMoments(sums, facts, allMentions);
  if (!isMentioned(facts)) return;
  sums.mentioned += 1;
  sums.mention_sum += target.mentions;
  sums.position_sum += target.position;
  sums.top1 += inTop(target.position, 1);
  sums.top3 += inTop(target.position, 3);
  sums.top10 += inTop(target.position, 10);
  sums.sentiment_sum += target.sentimentScore;
  sums.recommended += target.recommended ? 1 : 0;
  sums.recommend_sum += target.recommendCount;
}

/** The row of `key` in `rows`, created with `create()` the first time. */
function rowOf<R>(rows: Map<string, R>, key: string, create: () => R): R {
  let row = rows.get(key);
  if (row === undefined) {
    row = create();
    rows.set(key, row);
  }
  return row;
}

/**
 * Accumulates the rollup increments of many observations (a round, or a benchmark's day), merged by row
 * key so each rollup row is written once per batch. Pure: `apply-rollup-deltas.ts` writes them.
 */
export class RollupDeltas {
  readonly platformDays = new Map<string, BrandPlatformDaysTable>();
  readonly topicDays = new Map<string, BrandTopicDaysTable>();
  readonly promptDays = new Map<string, BrandPromptDaysTable>();
  readonly nameDays = new Map<string, BrandNameDaysTable>();
  readonly nameMonths = new Map<string, BrandNameMonthsTable>();

  get size(): number {
    return (
      this.platformDays.size +
      this.topicDays.size +
      this.promptDays.size +
      this.nameDays.size +
      this.nameMonths.size
    );
  }

  add(facts: BrandObservationFacts): void {
    const { brandId, platform, day, promptId, topicId } = facts;
    const month = day.slice(0, 7);
    let allMentions = 0;
    for (const named of facts.names) allMentions += named.mentions;

    const platformRow = rowOf(this.platformDays, `${brandId}\u0000${day}\u0000${platform}`, () => ({
      brand_id: brandId,
      day,
      platform,
      ...emptyTargetSums(),
    }));
    addTarget(platformRow, facts, allMentions);

    if (topicId !== null) {
      const topicKey = `${brandId}\u0000${day}\u0000${topicId}\u0000${platform}`;
      const topicRow = rowOf(this.topicDays, topicKey, () => ({
        brand_id: brandId,
        topic_id: topicId,
        day,
        platform,
        ...emptyTargetSums(),
      }));
      addTarget(topicRow, facts, allMentions);
    }

    for (const rowPlatform of [platform, ALL_PLATFORMS]) {
      const promptKey = `${brandId}\u0000${rowPlatform}\u0000${day}\u0000${promptId}`;
      const promptRow = rowOf(this.promptDays, promptKey, () => ({
        brand_id: brandId,
        platform: rowPlatform,
        day,
        prompt_id: promptId,
        ...emptyMomentSums(),
        observations: 0,
        all_mentions: 0,
        mentioned: 0,
        mention_sum: 0,
        position_sum: 0,
        sentiment_sum: 0,
      }));
      promptRow.observations += 1;
      promptRow.all_mentions += allMentions;
      addMoments(promptRow, facts, allMentions);
      if (isMentioned(facts)) {
        promptRow.mentioned += 1;
        promptRow.mention_sum += facts.target.mentions;
        promptRow.position_sum += facts.target.position;
        promptRow.sentiment_sum += facts.target.sentimentScore;
      }

      for (const named of facts.names) {
        if (named.mentions <= 0) continue;
        const nameRow = rowOf(this.nameDays, `${promptKey}\u0000${named.nameKey}`, () => ({
          brand_id: brandId,
          platform: rowPlatform,
          day,
          prompt_id: promptId,
          name_key: named.nameKey,
          name: named.name,
          mentioned: 0,
          mention_sum: 0,
          position_sum: 0,
          top1: 0,
          top3: 0,
          top10: 0,
          sentiment_sum: 0,
        }));
        nameRow.name = named.name;
        nameRow.mentioned += 1;
        nameRow.mention_sum += named.mentions;
        nameRow.position_sum += named.position;
        nameRow.top1 += inTop(named.position, 1);
        nameRow.top3 += inTop(named.position, 3);
        nameRow.top10 += inTop(named.position, 10);
        nameRow.sentiment_sum += named.sentimentScore;

        const monthKey = `${brandId}\u0000${rowPlatform}\u0000${month}\u0000${promptId}\u0000${named.nameKey}`;
        const monthRow = rowOf(this.nameMonths, monthKey, () => ({
          brand_id: brandId,
          platform: rowPlatform,
          month,
          prompt_id: promptId,
          name_key: named.nameKey,
          name: named.name,
          mention_sum: 0,
        }));
        monthRow.name = named.name;
        monthRow.mention_sum += named.mentions;
      }
    }
  }
}
