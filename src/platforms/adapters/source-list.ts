import type { PlatformSource } from "../platform-types.ts";

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * Collects sources in provider order, dropping exact repeats and entries without an http(s) URL
 * (providers sometimes cite the same page twice or send empty entries).
 */
export class SourceList {
  private readonly items: PlatformSource[] = [];
  private readonly seen = new Set<string>();

  add(url: unknown, title?: unknown, siteName?: unknown): void {
    if (typeof url !== "string" || !/^https?:\/\//i.test(url.trim())) return;
    const clean = url.trim();
    if (this.seen.has(clean)) return;
    this.seen.add(clean);
    const name = typeof siteName === "string" && siteName.trim() ? siteName.trim() : null;
    const heading =
      typeof title === "string" && title.trim() ? title.trim() : (name ?? hostOf(clean) ?? clean);
    this.items.push({ url: clean, title: heading, siteName: name });
  }

  toArray(): PlatformSource[] {
    return [...this.items];
  }

  /** The sources of this list whose URL is not one of `cited`: consulted but not cited. */
  without(cited: readonly PlatformSource[]): PlatformSource[] {
    const citedUrls = new Set(cited.map((source) => source.url));
    return this.items.filter((source) => !citedUrls.has(source.url));
  }
}

/** Markdown links `[title](url)` and bare URLs in answer text, in order of appearance. */
export function sourcesFromText(text: string): PlatformSource[] {
  const list = new SourceList();
  const pattern = /\[([^\]\n]{1,200})\]\((https?:\/\/[^)\s]+)\)|(https?:\/\/[^\s)\]>"'，。）]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[2]) list.add(match[2], match[1]);
    else list.add(match[3].replace(/[.,;:!?]+$/, ""));
  }
  return list.toArray();
}
