import type { BrandCandidate } from "./analysis-types.ts";
import { STORE_FORM } from "./store-forms.ts";

/*
 * Brand discovery as entity resolution: every place the answer suggests a name (a list head, a bold
 * span, a "如X、Y等" enumeration ...) proposes it with the evidence of that place; the evidence weights
 * add up to a score in 0..1, and a name whose best occurrence reaches ACCEPT_THRESHOLD is a brand
 * (brandRecords kind "discovered"). Names that stay below it are reported as candidates, with their
 * reasons, for a user to confirm or reject. The weights are documented in docs/analysis.md.
 */

/** A name proposed by discovery: its spelling as written and the normalised spellings of its mentions. */
export interface DiscoveredBrand {
  /** Spelling as written in the answer. */
  name: string;
  /** Normalised spellings that count as its mentions (name, and an alias from "名（Name）"). */
  patterns: string[];
  /** Written glued to a model or version ("Llama3.1"): a mention may run straight into digits. */
  glued?: boolean;
  /** A brand of the shipped lexicon: its name is known, so no maker is looked for. */
  wellKnown?: boolean;
  /** The lexicon's canonical spelling of a well-known brand, normalised. */
  canonical?: string;
  /** A name of its own though it extends another ("东风悦达" beside 东风, group-names.ts): never merged. */
  distinct?: boolean;
}

/** Evidence weights: sources (where a name was found) are positive, context features add or subtract. */
export const EVIDENCE_WEIGHTS = {
  // Sources.
  "list-head": 0.65,
  heading: 0.65,
  "table-head": 0.65,
  "after-label": 0.6,
  "head-list": 0.6,
  "cue-object": 0.6,
  "name-pair": 0.6,
  "bold-latin": 0.55,
  "country-opener": 0.5,
  "link-domain": 0.6,
  "shop-card": 0.6,
  "glued-model": 0.5,
  "group-brand": 0.6,
  "lexicon-prose": 0.5,
  enumeration: 0.35,
  coordination: 0.35,
  "link-text": 0.35,
  "lexicon-ambiguous": 0.3,
  // Context.
  "known-sibling": 0.2,
  "asked-about": 0.2,
  capitalised: 0.2,
  "name-sibling": 0.2,
  "brand-noun": 0.2,
  "example-of": 0.1,
  "company-suffix": 0.2,
  lexicon: 0.3,
  bold: 0.1,
  digits: -0.2,
  "category-head": -0.5,
  "shared-tail": -0.3,
  "question-parent": -0.3,
  recurs: 0.1,
  "lower-case": -0.3,
  "common-word": -0.3,
  "plain-phrase": -0.3,
  "attribute-list": -0.5,
  "question-category": -0.5,
} as const;

export type EvidenceReason = keyof typeof EVIDENCE_WEIGHTS;

const CJK_TAIL = /^[\u3400-\u9fff]+$/;
const STRUCTURAL: readonly string[] = [
  "list-head",
  "heading",
  "table-head",
  "after-label",
  "head-list",
  "cue-object",
  "name-pair",
  "bold",
];

/** A name whose best occurrence scores this much is a brand. */
export const ACCEPT_THRESHOLD = 0.5;
/** Below this a name is not worth showing as a candidate (a generic word that had a name's place). */
export const CANDIDATE_FLOOR = 0.2;

interface Entry {
  brand: DiscoveredBrand;
  score: number;
  evidence: Set<string>;
  occurrences: number;
}

function scoreOf(reasons: readonly EvidenceReason[]): number {
  let score = 0;
  for (const reason of reasons) score += EVIDENCE_WEIGHTS[reason];
  return Math.min(1, Math.max(0, Math.round(score * 100) / 100));
}

/** Collects proposals per normalised name; a name keeps its best-scored occurrence. */
export class CandidateBoard {
  private readonly entries = new Map<string, Entry>();

  /** Proposes the name `key`; returns true when it is (now) accepted. */
  propose(key: string, brand: DiscoveredBrand, reasons: readonly EvidenceReason[]): boolean {
    const score = scoreOf(reasons);
    const entry = this.entries.get(key);
    if (!entry) {
      this.entries.set(key, { brand, score, evidence: new Set(reasons), occurrences: 1 });
      return score >= ACCEPT_THRESHOLD;
    }
    entry.occurrences++;
    for (const reason of reasons) entry.evidence.add(reason);
    if (score > entry.score) {
      // An accepted spelling stays the reported one; a better occurrence only raises the score.
      if (entry.score < ACCEPT_THRESHOLD) entry.brand = brand;
      entry.score = score;
    }
    return entry.score >= ACCEPT_THRESHOLD;
  }

  isAccepted(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.score >= ACCEPT_THRESHOLD;
  }

  /**
   * Raises names below the threshold that the answer names again elsewhere (`mentionCount` counts their
   * occurrences in the text): a name that recurs is likelier a brand than one seen once.
   */
  addRecurrence(mentionCount: (brand: DiscoveredBrand) => number): void {
    for (const entry of this.entries.values()) {
      // Only where it decides: a name one recurrence lifts over the threshold.
      if (entry.score >= ACCEPT_THRESHOLD || entry.score + EVIDENCE_WEIGHTS.recurs < ACCEPT_THRESHOLD)
        continue;
      // Recurrence supports a name the structure set apart; words of prose enumerations recur as words do.
      if (!STRUCTURAL.some((reason) => entry.evidence.has(reason))) continue;
      if (Math.max(entry.occurrences, mentionCount(entry.brand)) < 2) continue;
      entry.score = Math.round((entry.score + EVIDENCE_WEIGHTS.recurs) * 100) / 100;
      entry.evidence.add("recurs");
    }
  }

  /**
   * The accepted names. A Chinese name that only extends another accepted one ("苏宁易购" beside 苏宁,
   * "美团买菜" beside 美团) is the same brand, and both forms are its mentions. It is reported by the
   * short name when the extension is a shop's or service's form (store-forms.ts), else by the form the
   * answer gives first. `firstAt` is where a name first occurs in the answer.
   */
  accepted(firstAt: (brand: DiscoveredBrand) => number = () => 0): DiscoveredBrand[] {
    const keys: string[] = [];
    for (const [key, entry] of this.entries) if (entry.score >= ACCEPT_THRESHOLD) keys.push(key);
    // Compared by the names as found (a well-known brand's key is its canonical spelling, "suning"),
    // by index: every pair of accepted names is compared.
    const found = keys.map((key) => (this.entries.get(key) as Entry).brand.patterns[0]);
    /** The index of the accepted name that `found[k]` extends, or -1. */
    const extensionOf = (k: number): number => {
      const name = found[k];
      if ((this.entries.get(keys[k]) as Entry).brand.distinct) return -1;
      for (let other = 0; other < keys.length; other++) {
        const base = found[other];
        if (
          other !== k &&
          base.length >= 2 &&
          name.length - base.length >= 2 &&
          name.startsWith(base) &&
          CJK_TAIL.test(name.slice(base.length))
        )
          return other;
      }
      return -1;
    };
    const merged = new Map<string, DiscoveredBrand>();
    for (const key of keys) merged.set(key, (this.entries.get(key) as Entry).brand);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      const other = extensionOf(k);
      if (other < 0) continue;
      const base = keys[other];
      const longer = merged.get(key) as DiscoveredBrand;
      const shorter = merged.get(base) as DiscoveredBrand;
      const patterns = [...new Set([...longer.patterns, ...shorter.patterns])];
      // "永辉超市" beside 永辉: a shop's or service's form of a name is named by the short name.
      const first = STORE_FORM.test(found[k].slice(found[other].length))
        ? shorter
        : firstAt(longer) <= firstAt(shorter)
          ? longer
          : shorter;
      merged.set(base, {
        ...first,
        patterns: [first.patterns[0], ...patterns.filter((p) => p !== first.patterns[0])],
      });
      merged.delete(key);
    }
    return [...merged.values()];
  }

  /** Names below the threshold and at or above the floor, the likeliest first. */
  candidates(): BrandCandidate[] {
    const list: BrandCandidate[] = [];
    for (const entry of this.entries.values())
      if (entry.score < ACCEPT_THRESHOLD && entry.score >= CANDIDATE_FLOOR)
        list.push({ name: entry.brand.name, score: entry.score, evidence: [...entry.evidence] });
    return list.sort((a, b) => b.score - a.score);
  }
}
