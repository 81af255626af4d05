import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { BrandObservationFacts } from "../../store/rollups/rollup-deltas.ts";

export interface FactsInput {
  readonly brandId: string;
  readonly platform: string;
  readonly day: string;
  readonly promptId: string;
  readonly topicId: string | null;
}

/**
 * What one analysed answer adds to the brand's daily rollups: the monitored brand (the analysis's only
 * target) and every brand the answer names, keyed by normalizeName so spellings that normalise alike
 * count as one brand (the first record, the best-ranked, speaks for it). Pure.
 */
export function brandObservationFacts(input: FactsInput, analysis: AnswerAnalysis): BrandObservationFacts {
  const target = analysis.targets[0];
  const seen = new Set<string>();
  const names: BrandObservationFacts["names"][number][] = [];
  for (const record of analysis.brandRecords) {
    const nameKey = normalizeName(record.brandName);
    if (nameKey.length === 0 || seen.has(nameKey)) continue;
    seen.add(nameKey);
    names.push({
      name: record.brandName,
      nameKey,
      mentions: record.visibilityCount,
      position: record.position,
      sentimentScore: record.sentimentScore,
    });
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
    names,
  };
}
