import type { PlatformSource } from "../platform-types.ts";
import type { ComposedAnswer } from "./compose-answer.ts";

/**
 * Pages the sandbox "consulted" without citing them: two related pages on the sites of the first cited
 * sources, derived from the answer so they are stable. Real providers report such pages (OpenAI's
 * web_search `action.sources`, Perplexity's search results beyond its citations); the sandbox does too,
 * so retrievedSources can be tried offline.
 */
export function consultedOnlySources(answer: ComposedAnswer): PlatformSource[] {
  const related = answer.language === "zh" ? "相关阅读" : "related";
  return answer.sources.slice(0, 2).map((source) => ({
    url: `${source.url.replace(/\/+$/, "")}-related`,
    title: `${source.title} (${related})`,
    siteName: source.siteName,
  }));
}
