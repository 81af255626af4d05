import type { PlatformSource } from "../platform-types.ts";
import { CITE_PATTERN, type ComposedAnswer } from "./compose-answer.ts";

/** How a provider writes citation markers into its answer text. */
export type CitationStyle = "none" | "caret" | "bracket" | "ref" | "footnote";

const FORMATS: Record<Exclude<CitationStyle, "none">, (n: number) => string> = {
  caret: (n) => `^[${n}]^`, // Qianfan
  bracket: (n) => `[${n}]`, // Perplexity
  ref: (n) => `[ref_${n}]`, // DashScope citation_format "[ref_<number>]"
  footnote: (n) => `[^${n}]`, // Hunyuan
};

export function renderCitations(markdown: string, style: CitationStyle): string {
  if (style === "none") return markdown.replace(CITE_PATTERN, "");
  const format = FORMATS[style];
  return markdown.replace(CITE_PATTERN, (_, n: string) => format(Number(n)));
}

export interface LinkedText {
  text: string;
  annotations: { start: number; end: number; source: PlatformSource }[];
}

/**
 * Responses-API style: each marker becomes an inline markdown link to the source, and an
 * annotation records the link's span (start/end in UTF-16 code units, as JavaScript counts).
 */
export function renderInlineLinks(answer: ComposedAnswer): LinkedText {
  const annotations: LinkedText["annotations"] = [];
  let text = "";
  let last = 0;
  for (const match of answer.markdown.matchAll(CITE_PATTERN)) {
    text += answer.markdown.slice(last, match.index);
    const source = answer.sources[Number(match[1]) - 1];
    const link = ` ([${source.siteName ?? new URL(source.url).hostname}](${source.url}))`;
    annotations.push({ start: text.length + 1, end: text.length + link.length, source });
    text += link;
    last = (match.index ?? 0) + match[0].length;
  }
  text += answer.markdown.slice(last);
  return { text, annotations };
}

/** Rough token counts (about two characters a token across Chinese and English). */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 2));
}
