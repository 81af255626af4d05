import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { BrandObservationFacts } from "../../store/rollups/rollup-deltas.ts";
import { type AccountKnowledge, countedName, NO_KNOWLEDGE } from "../brand-knowledge/account-knowledge.ts";

export interface FactsInput {
  readonly brandId: string;
  readonly platform: string;
  readonly day: string;
  readonly promptId: string;
  readonly topicId: string | null;
}

type NamedFacts = BrandObservationFacts["names"][number];

/**
 * What one analysed answer adds to the brand's daily rollups: the monitored brand (the analysis's only
 * target) and every brand the answer names, keyed by normalizeName so spellings that normalise alike
 * count as one brand (the first record, the best-ranked, speaks for it). The account's decisions apply:
 * a rejected name is no brand, and a name merged into another brand counts as that brand (its mentions
 * added to the brand's; never onto the monitored brand itself, whose aliases the analysis matches). Pure.
 */
export function brandObservationFacts(
  input: FactsInput,
  analysis: AnswerAnalysis,
  knowledge: AccountKnowledge = NO_KNOWLEDGE,
): BrandObservationFacts {
  const target = analysis.targets[0];
  const targetKey = target ? normalizeName(target.brandKeyword) : "";
  const byKey = new Map<string, NamedFacts>();
  // Keys that a merged name counts towards: their records add up instead of the first one speaking.
  const mergedKeys = new Set<string>();
  for (const record of analysis.brandRecords) {
    const reported = { name: record.brandName, nameKey: normalizeName(record.brandName) };
    if (reported.nameKey.length === 0) continue;
    let counted = countedName(knowledge, reported);
    if (counted === null) continue;
    if (counted.nameKey === targetKey && reported.nameKey !== targetKey) counted = reported;
    const merged = counted.nameKey !== reported.nameKey;
    if (merged) mergedKeys.add(counted.nameKey);
    const earlier = byKey.get(counted.nameKey);
    if (earlier === undefined) {
      byKey.set(counted.nameKey, {
        name: counted.name,
        nameKey: counted.nameKey,
        mentions: record.visibilityCount,
        position: record.position,
        sentimentScore: record.sentimentScore,
      });
    } else if (mergedKeys.has(counted.nameKey)) {
      byKey.set(counted.nameKey, { ...earlier, mentions: earlier.mentions + record.visibilityCount });
    }
  }
  return {
    ...input,
    target: {
      mentions: target?.exposureCount ?? 0,
      position: target?.position ?? 0,
      sentimentScore: target?.sentimentScore ?? 50,
      recommended: target?.isRecommended === 1,
      recommendCount: target?.recommendCount ?? 0,
    },
    names: [...byKey.values()],
  };
}
