export interface SuggestionClientOptions {
  /** Site serving `/sugrec?prod=pc&wd=...` (Baidu's search box endpoint), or the sandbox URL. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface SuggestionClient {
  /** Related search questions for a keyword, in the order the endpoint ranks them. */
  suggest(keyword: string, options?: { signal?: AbortSignal }): Promise<string[]>;
}

/**
 * Calls a Baidu-style question-suggestion endpoint (`sugrec`, JSON `{g: [{q}]}`), used for
 * question discovery. Failures reject with an Error; an empty keyword gives no suggestions.
 */
export function createSuggestionClient(options: SuggestionClientOptions = {}): SuggestionClient {
  const baseUrl = (options.baseUrl ?? "https://www.baidu.com").replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async suggest(keyword, callOptions = {}) {
      const wd = keyword.trim();
      if (!wd) return [];
      const signals = [AbortSignal.timeout(timeoutMs), ...(callOptions.signal ? [callOptions.signal] : [])];
      const url = `${baseUrl}/sugrec?prod=pc&wd=${encodeURIComponent(wd)}`;
      const response = await fetch(url, { signal: AbortSignal.any(signals) });
      if (!response.ok) throw new Error(`suggestion endpoint answered HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new Error("suggestion endpoint answered a body that is not JSON");
      }
      const g = (body as { g?: unknown })?.g;
      if (g === undefined) return [];
      if (!Array.isArray(g))
        throw new Error("suggestion endpoint answered an unexpected shape (g is not a list)");
      return g
        .map((item) => (item as { q?: unknown })?.q)
        .filter((q): q is string => typeof q === "string" && !!q);
    },
  };
}
