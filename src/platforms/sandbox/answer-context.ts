import type { PlatformCode } from "../platform-codes.ts";
import type { AnswerPhrases } from "./answer-phrases.ts";
import type { AnswerBrand } from "./brand-naming.ts";
import type { ProductCategory } from "./categories/product-category.ts";
import type { PlatformVoice } from "./platform-voices.ts";

/** Everything an answer layout needs to write one answer. */
export interface AnswerContext {
  random: () => number;
  zh: boolean;
  question: string;
  platform: PlatformCode;
  /** Null when the question matches no category (the generic answer). */
  category: ProductCategory | null;
  /** What the answer is about, in the answer's language ("扫地机器人", "robot vacuum"). */
  topic: string;
  /** Brands in ranked order: the category's, with the brands the question names among them. */
  picks: readonly AnswerBrand[];
  aspects: readonly string[];
  phrases: AnswerPhrases;
  voice: PlatformVoice;
  /** A citation marker of a random source. */
  cite: () => string;
}

/** The lines a layout wrote and what it named, in order of first appearance. */
export interface ShapeResult {
  lines: string[];
  brands: string[];
  retailers?: string[];
}
