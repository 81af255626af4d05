/** A brand the caller asks about: its reported name and the other spellings that count as mentions. */
export interface BrandSpec {
  name: string;
  aliases?: string[];
}

/** One source the provider returned with its answer (structured citation), in the provider's order. */
export interface Citation {
  url: string;
  title?: string;
  siteName?: string;
}

export type SentimentLabel = "正向" | "中性" | "负向";

/** The per-target figures of one answer (DESIGN section 6). */
export interface TargetAnalysis {
  brandKeyword: string;
  isRecommended: 0 | 1;
  exposureCount: number;
  recommendCount: number;
  /** 1-based rank in the answer, 0 when not mentioned. */
  position: number;
  sentiment: SentimentLabel;
  sentimentScore: number;
  /** Original-text quotes of the clauses or list items that decided isRecommended. */
  evidence: string[];
}

export type BrandKind = "target" | "competitor" | "discovered";

export interface BrandRecord {
  brandName: string;
  sentiment: SentimentLabel;
  visibilityCount: number;
  sentimentScore: number;
  position: number;
  kind: BrandKind;
}

/** Closed list of site types; see docs/analysis.md. */
export type WebsiteType =
  | "官网"
  | "权威媒体"
  | "百科"
  | "问答社区"
  | "垂直媒体"
  | "电商"
  | "社交媒体"
  | "视频"
  | "技术社区"
  | "政府机构"
  | "其他";

export interface SourceRecord {
  websiteName: string;
  title: string;
  url: string;
  domain: string;
  /** 1-based order in the deduplicated source list. */
  ranking: number;
  registrableDomain: string;
  websiteType: WebsiteType;
}

/**
 * A name the answer's structure suggests is a brand but whose evidence stayed below the acceptance
 * threshold: kept for the user (and for learning across answers), never counted as a brand.
 */
export interface BrandCandidate {
  /** Spelling as written in the answer. */
  name: string;
  /** 0..1: how strongly the evidence says "brand"; accepted candidates become brandRecords instead. */
  score: number;
  /** Short machine-readable reasons, e.g. "list-head", "comma-list", "question-category", "generic-attribute". */
  evidence: string[];
}

export interface AnswerAnalysis {
  targets: TargetAnalysis[];
  /** Every brand the answer names, ordered by position. */
  brandRecords: BrandRecord[];
  sourceRecords: SourceRecord[];
  /** Names that may be brands but were not accepted (below threshold); empty when there are none. */
  candidates: BrandCandidate[];
}

/** A brand the account already knows beyond this task's targets and competitors (confirmed or learned). */
export interface LearnedBrand extends BrandSpec {
  /** confirmed: a user said it is a brand; learned: seen as a brand across enough answers and platforms. */
  status: "confirmed" | "learned";
}

export interface AnalyzerOptions {
  targets: BrandSpec[];
  competitors?: BrandSpec[];
  /** Registrable domains or hosts of the brands' own websites; sources there are typed 官网. */
  officialDomains?: string[];
  /** The question the answer replies to: its category nouns tell a category heading from a brand. */
  question?: string;
  /** Brands the account knows (confirmed by a user, or learned across answers): found as discovered brands. */
  knownBrands?: LearnedBrand[];
  /** Names a user rejected as brands: never discovered, never candidates (normalised comparison). */
  rejectedNames?: string[];
  /**
   * Use the shipped lexicon of well-known brands as evidence (default true; docs/analysis.md, Lexicon).
   * Off, discovery relies on the answer's structure and the account's knowledge alone.
   */
  lexicon?: boolean;
}

export interface AnswerInput {
  text: string;
  citations?: Citation[];
}

export interface Analyzer {
  analyze(input: AnswerInput): AnswerAnalysis;
}
