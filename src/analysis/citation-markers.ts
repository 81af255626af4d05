import type { Citation, SourceRecord } from "./analysis-types.ts";
import { canonicalUrl } from "./canonical-url.ts";

/**
 * Citation markers in every provider's format, resolved to the sources they point at:
 * `[1]`, `[1, 2]`, `[1][2]` (Perplexity, ERNIE), `^[1]^` (Quark), `[^1]` / `[^1^]` (markdown footnotes,
 * Kimi), `[ref_1]` (Qwen), `【1】` / `【1-3】` (Doubao, Hunyuan), `【4†source】` (ChatGPT), `[citation:1]`
 * (DeepSeek), `[[1]]`, `[source 1]`.
 * Marker n points at the provider's structured citation n; without structured citations, at the URL
 * that the answer's own reference list gives for n (`[1]: https://...`, `[^1^]: https://...`,
 * `[1] 标题 https://...`).
 */
export interface ResolvedMarker {
  /** Offset of the marker in the answer text. */
  index: number;
  marker: string;
  /** The citation number the marker names. */
  number: number;
  /** `ranking` of the source it resolves to, or null when nothing in the answer has that number. */
  ranking: number | null;
}

const MARKER =
  /\^\[(\d{1,3})\]\^|\[\^(\d{1,3})\^?\]|\[ref_(\d{1,3})\]|【(\d{1,3}(?:\s*[-,，、]\s*\d{1,3})*)(?:†[^】\n]{0,40})?】|\[citation:(\d{1,3})\]|\[\[(\d{1,3})\]\]|\[source\s*(\d{1,3})\]|\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?!\()/g;
const REFERENCE_LINE =
  /^[ \t]*(?:\[\^?(\d{1,3})\^?\]:?|\[ref_(\d{1,3})\]:?|【(\d{1,3})】|\^\[(\d{1,3})\]\^|(\d{1,3})[.)])[^\n]*?((?:https?:\/\/|www\.)[^\s<>"'`()（）【】，。；！？]+)/gm;

function numbersOf(group: string): number[] {
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(group.trim());
  if (range) {
    const out: number[] = [];
    for (let n = Number(range[1]); n <= Number(range[2]) && out.length < 20; n++) out.push(n);
    return out;
  }
  return group.split(/[,，、]/).map((part) => Number(part.trim()));
}

/** Every marker of the answer, in order (one entry per cited number). */
export function findCitationMarkers(text: string): Array<{ index: number; marker: string; number: number }> {
  const found: Array<{ index: number; marker: string; number: number }> = [];
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
    // A line that starts with the marker and then gives a colon or a URL defines a reference
    // ("[1]: https://...", "[^2]: 标题"); it does not cite one. A marker ending a sentence that goes on
    // with a colon ("…most worth considering[1]:") does cite.
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    if (
      text.slice(lineStart, m.index).trim() === "" &&
      /^\s*(?::|\S*\s*(?:https?:\/\/|www\.))/.test(
        text.slice(m.index + m[0].length, m.index + m[0].length + 200).split("\n")[0],
      )
    )
      continue;
    const group = m.slice(1).find((g) => g !== undefined) ?? "";
    for (const number of numbersOf(group))
      if (number > 0) found.push({ index: m.index, marker: m[0], number });
  }
  return found;
}

/** Resolves each marker to the source record it cites (see ResolvedMarker). */
export function resolveCitationMarkers(
  text: string,
  citations: readonly Citation[],
  sources: readonly SourceRecord[],
): ResolvedMarker[] {
  const rankingByUrl = new Map(sources.map((source) => [source.url, source.ranking]));
  const urlByNumber = new Map<number, string>();
  citations.forEach((citation, i) => {
    const url = canonicalUrl(citation.url);
    if (url) urlByNumber.set(i + 1, url);
  });
  if (urlByNumber.size === 0) {
    REFERENCE_LINE.lastIndex = 0;
    for (let m = REFERENCE_LINE.exec(text); m; m = REFERENCE_LINE.exec(text)) {
      const number = Number(m.slice(1, 6).find((g) => g !== undefined));
      const raw = m[6].replace(/[.,;:!?]+$/, "");
      const url = canonicalUrl(/^www\./i.test(raw) ? `https://${raw}` : raw);
      if (url && !urlByNumber.has(number)) urlByNumber.set(number, url);
    }
  }
  return findCitationMarkers(text).map(({ index, marker, number }) => {
    const url = urlByNumber.get(number);
    return { index, marker, number, ranking: url ? (rankingByUrl.get(url) ?? null) : null };
  });
}
