import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { NameSightings } from "../../store/known-names/record-name-sightings.ts";
import { platformBit } from "./platform-mask.ts";

/**
 * The names one answer adds to the account's brand knowledge: the brands the analysis discovered (not
 * the request's own targets and competitors, which are known) and its candidates below the threshold,
 * each once by normalizeName (a name both accepted and a candidate counts as accepted). Pure.
 */
export function knownNameSightings(
  analysis: AnswerAnalysis,
  answer: { readonly accountId: string; readonly platform: string; readonly at: number },
): NameSightings {
  const names = new Map<string, NameSightings["names"][number]>();
  for (const record of analysis.brandRecords) {
    if (record.kind !== "discovered") continue;
    const nameKey = normalizeName(record.brandName);
    if (nameKey.length === 0 || names.has(nameKey)) continue;
    names.set(nameKey, { name: record.brandName, nameKey, accepted: true, score: 1, evidence: [] });
  }
  for (const candidate of analysis.candidates ?? []) {
    const nameKey = normalizeName(candidate.name);
    if (nameKey.length === 0 || names.has(nameKey)) continue;
    names.set(nameKey, {
      name: candidate.name,
      nameKey,
      accepted: false,
      score: candidate.score,
      evidence: candidate.evidence,
    });
  }
  return {
    accountId: answer.accountId,
    platformBit: platformBit(answer.platform),
    at: answer.at,
    names: [...names.values()],
  };
}
