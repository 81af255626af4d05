import { getDomain } from "tldts";
import type { Citation, SourceRecord, WebsiteType } from "./analysis-types.ts";
import { type CanonicalUrlParts, canonicalUrlParts } from "./canonical-url.ts";
import { lookupSite } from "./site-directory.ts";

const MARKDOWN_LINK = /\[([^\]\n]{0,300})\]\(\s*<?((?:https?:\/\/|www\.)[^)\s>]+)>?(?:\s+"([^"]*)")?\s*\)/g;
const BARE_URL =
  /(?:https?:\/\/|www\.)(?:[^\s<>"'`()[\]（）【】，。；！？、「」《》]|\([^\s<>"'`()[\]（）【】，。；！？、「」《》]*\))+/g;
const TRAILING_PUNCTUATION = /[.,;:!?'*_]+$/;
/** Link text that is only a citation number ("1", "^1", "ref_1") is not a title. */
const NUMBER_TEXT = /^\W*(?:ref_|citation:|source\s*)?\d{1,3}\W*$/i;

interface FoundLink {
  index: number;
  url: string;
  title: string;
}

function linksInText(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  MARKDOWN_LINK.lastIndex = 0;
  for (let m = MARKDOWN_LINK.exec(text); m; m = MARKDOWN_LINK.exec(text)) {
    const linkText = m[1].trim();
    const title = m[3]?.trim() || (NUMBER_TEXT.test(linkText) || /^https?:/.test(linkText) ? "" : linkText);
    found.push({ index: m.index, url: m[2], title });
  }
  BARE_URL.lastIndex = 0;
  for (let m = BARE_URL.exec(text); m; m = BARE_URL.exec(text)) {
    found.push({ index: m.index, url: m[0].replace(TRAILING_PUNCTUATION, ""), title: "" });
  }
  // A markdown link is found at "[", its URL again as a bare URL later: the link (with title) comes first.
  return found.sort((a, b) => a.index - b.index);
}

export interface SourceOptions {
  /** Registrable domains or hosts of the brands' own sites: typed 官网. */
  officialDomains?: readonly string[];
}

function isOfficial(host: string, registrable: string, official: ReadonlySet<string>): boolean {
  if (official.has(registrable)) return true;
  for (let h = host; h.includes("."); h = h.slice(h.indexOf(".") + 1)) if (official.has(h)) return true;
  return false;
}

/**
 * DESIGN 6 sources: structured citations first in the provider's order, then markdown links and bare
 * URLs in order of appearance; deduplicated by canonical URL; ranking 1-based. websiteName comes from
 * the curated directory, else the provider's site name, else the host (without "www.").
 */
export function extractSources(
  text: string,
  citations: readonly Citation[] = [],
  options: SourceOptions = {},
): SourceRecord[] {
  const official = new Set((options.officialDomains ?? []).map((d) => d.toLowerCase().replace(/^www\./, "")));
  const records: SourceRecord[] = [];
  const seen = new Map<string, SourceRecord>();
  // An answer often gives the same URL twice (a citation and its link, a link and its bare URL).
  const canonical = new Map<string, CanonicalUrlParts | null>();
  const add = (rawUrl: string, title: string, siteName: string | undefined) => {
    const withScheme = /^www\./i.test(rawUrl) ? `https://${rawUrl}` : rawUrl;
    let parts = canonical.get(withScheme);
    if (parts === undefined) {
      parts = canonicalUrlParts(withScheme);
      canonical.set(withScheme, parts);
    }
    if (!parts) return;
    const url = parts.url;
    const existing = seen.get(url);
    if (existing) {
      if (!existing.title && title) existing.title = title;
      return;
    }
    const host = parts.hostname;
    const registrableDomain = getDomain(host) ?? host;
    const site = lookupSite(host, parts.pathname);
    let websiteType: WebsiteType = site?.type ?? "其他";
    if (official.size > 0 && isOfficial(host, registrableDomain, official)) websiteType = "官网";
    else if (!site && /\.gov(\.[a-z]{2})?$|\.gov\.cn$/.test(host)) websiteType = "政府机构";
    const record: SourceRecord = {
      websiteName: site?.name ?? (siteName?.trim() || host.replace(/^www\./, "")),
      title,
      url,
      domain: host,
      ranking: records.length + 1,
      registrableDomain,
      websiteType,
    };
    seen.set(url, record);
    records.push(record);
  };
  for (const citation of citations) add(citation.url, citation.title?.trim() ?? "", citation.siteName);
  for (const link of linksInText(text)) add(link.url, link.title, undefined);
  return records;
}
