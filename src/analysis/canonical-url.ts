/**
 * Canonical form of a cited URL, so that the same page cited twice (or a page URL compared with cited
 * URLs by a later feature) is recognised: http(s) only; scheme and host lower-cased; default port,
 * fragment and tracking parameters dropped; known redirect wrappers unwrapped when the target is in
 * the URL. Returns null for anything that is not an absolute http(s) URL.
 */
const TRACKING_PARAMS = new Set([
  "spm",
  "from",
  "gclid",
  "fbclid",
  "msclkid",
  "dclid",
  "yclid",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "ref_src",
  "ref_url",
  "share_source",
  "share_medium",
  "share_plat",
  "share_tag",
  "share_from",
  "sharesource",
  "shareuid",
  "vd_source",
  "scene",
  "srcid",
  "isappinstalled",
  "wfr",
  "tt_from",
  "utm",
  "bd_vid",
  "track_id",
  "trackid",
  "xhsshare",
  "appuid",
  "apptime",
  "si",
  "feature",
  "ref",
]);
const TRACKING_PREFIXES = ["utm_", "pk_", "hmsr", "hmpl", "hmcu", "hmkw", "hmci"];

/** Hosts whose query parameter carries the real target. */
const REDIRECT_WRAPPERS: ReadonlyArray<{ host: RegExp; path?: RegExp; params: string[] }> = [
  { host: /^(www\.)?google\.[a-z.]+$/, path: /^\/url$/, params: ["q", "url"] },
  { host: /^link\.zhihu\.com$/, params: ["target"] },
  { host: /^link\.juejin\.cn$/, params: ["target"] },
  { host: /^link\.csdn\.net$/, params: ["target"] },
  { host: /^link\.jianshu\.com$/, params: ["t"] },
  { host: /^(l|lm)\.facebook\.com$/, path: /^\/l\.php$/, params: ["u"] },
  { host: /^out\.reddit\.com$/, params: ["url"] },
  { host: /^(www\.)?youtube\.com$/, path: /^\/redirect$/, params: ["q"] },
  { host: /^(www\.)?bing\.com$/, path: /^\/ck\/a$/, params: ["u"] },
  { host: /^(r\.)?search\.yahoo\.com$/, params: ["ru"] },
  { host: /^weibo\.cn$/, path: /^\/sinaurl$/, params: ["u", "toasturl"] },
  { host: /^(www\.)?douban\.com$/, path: /^\/link2\/?$/, params: ["url"] },
  { host: /^(www\.)?duckduckgo\.com$/, path: /^\/l\/?$/, params: ["uddg"] },
];

/** Any wrapper's host (each expression is anchored): most URLs are tested once, not once per wrapper. */
const ANY_WRAPPER_HOST = new RegExp(
  REDIRECT_WRAPPERS.map((wrapper) => `(?:${wrapper.host.source})`).join("|"),
);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

export function canonicalUrl(url: string, depth = 0): string | null {
  return canonicalUrlParts(url, depth)?.url ?? null;
}

/** A canonical URL with the host and path it was serialised from. */
export interface CanonicalUrlParts {
  url: string;
  hostname: string;
  pathname: string;
}

/**
 * canonicalUrl, with the hostname and pathname of the parsed URL, so that a caller who needs them does
 * not parse the canonical URL again.
 */
export function canonicalUrlParts(url: string, depth = 0): CanonicalUrlParts | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.hostname.length === 0) return null;
  if (depth < 3 && ANY_WRAPPER_HOST.test(parsed.hostname)) {
    for (const wrapper of REDIRECT_WRAPPERS) {
      if (!wrapper.host.test(parsed.hostname)) continue;
      if (wrapper.path && !wrapper.path.test(parsed.pathname)) continue;
      for (const param of wrapper.params) {
        const target = parsed.searchParams.get(param);
        if (target && /^https?:\/\//i.test(target)) {
          const unwrapped = canonicalUrlParts(target, depth + 1);
          if (unwrapped) return unwrapped;
        }
      }
    }
  }
  // Only a "#" in the input makes a fragment, even an empty one ("https://x.com/#").
  if (url.includes("#")) parsed.hash = "";
  // URL already lower-cases scheme and host and drops default ports.
  if (parsed.search !== "") {
    const params = [...parsed.searchParams];
    const kept = params.filter(([name]) => !isTracking(name));
    if (kept.length !== params.length) {
      parsed.search = "";
      for (const [name, value] of kept) parsed.searchParams.append(name, value);
    }
  }
  let result = parsed.toString();
  if (parsed.search === "" && result.endsWith("?")) result = result.slice(0, -1);
  return { url: result, hostname: parsed.hostname, pathname: parsed.pathname };
}
