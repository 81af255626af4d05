import { parse as parseDomain } from "tldts";

const SCHEME_PATTERN = /^[a-z][a-z0-9+.-]*:\/\//i;
const HTTP_SCHEME_PATTERN = /^https?:\/\//i;

/**
 * True when a URL is a page address an AI answer could cite: its host is an IP address or a name with
 * a registrable domain under a public suffix (`example.com`, `example.co.uk`, `中国.cn`), and it has no
 * user or password. Single labels (`localhost`, `intranet`) are not; neither is `mailto:a@b.com` read
 * as `https://mailto:a@b.com`.
 */
function hasPublicHost(url: URL): boolean {
  if (url.hostname === "" || url.username !== "" || url.password !== "") return false;
  const parsed = parseDomain(url.hostname);
  return parsed.isIp === true || parsed.domain !== null;
}

function tryParse(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * A full link as geo.checker's `url` requires: starts with `http://` or `https://` (any letter case)
 * and parses with a public host. `text` is already trimmed. Returns the parsed URL, or undefined.
 */
export function parseFullHttpUrl(text: string): URL | undefined {
  if (!HTTP_SCHEME_PATTERN.test(text)) return undefined;
  const url = tryParse(text);
  return url && hasPublicHost(url) ? url : undefined;
}

/**
 * geo.brand's `websiteUrl` in any of the spec's forms: full URL (`https://www.example.com/about`), host
 * with www (`www.example.com`) or bare domain (`example.com`). A form without a scheme is read as
 * https. Other schemes (`ftp://`) are refused. Returns the normalised URL (`https://example.com/`), or
 * undefined when no public host can be read from it.
 */
export function normalizeWebsiteUrl(text: string): URL | undefined {
  if (SCHEME_PATTERN.test(text) && !HTTP_SCHEME_PATTERN.test(text)) return undefined;
  const url = tryParse(HTTP_SCHEME_PATTERN.test(text) ? text : `https://${text}`);
  return url && hasPublicHost(url) ? url : undefined;
}

/**
 * True when a whole title reads as a web address: something with a scheme and a host (`https://x.com`,
 * `ftp://x.com`), or a `www.` host. A bare domain is NOT treated as a URL here, because brand words
 * look like that (`Booking.com`, `Hao123.com`) and geo.checker's title may be a brand word.
 */
export function looksLikeUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  if (SCHEME_PATTERN.test(text)) {
    const url = tryParse(text);
    return url !== undefined && url.hostname !== "";
  }
  if (/^www\./i.test(text)) {
    const url = tryParse(`https://${text}`);
    return url?.hostname.includes(".", 4) === true;
  }
  return false;
}
