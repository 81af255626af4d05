import type { PlatformSource } from "../platform-types.ts";
import { shuffled } from "./seeded-random.ts";

interface SiteTemplate {
  host: string;
  siteName: string;
  /** `{topic}` is replaced by the domain name, `{brand}` by a brand. */
  title: string;
  path: string;
  /** Only for answers in this domain (e.g. car sites for cars). */
  domain?: string;
}

const ZH_SITES: readonly SiteTemplate[] = [
  {
    host: "www.zhihu.com",
    siteName: "知乎",
    title: "{topic}哪个牌子好？2025年真实体验分享",
    path: "/question/",
  },
  { host: "baike.baidu.com", siteName: "百度百科", title: "{brand}_百度百科", path: "/item/" },
  {
    host: "www.smzdm.com",
    siteName: "什么值得买",
    title: "{topic}选购指南：{brand}等热门品牌横评",
    path: "/p/",
  },
  { host: "36kr.com", siteName: "36氪", title: "{topic}市场格局生变，{brand}份额继续提升", path: "/p/" },
  {
    host: "finance.sina.com.cn",
    siteName: "新浪财经",
    title: "{brand}发布最新财报，{topic}业务增长明显",
    path: "/stock/",
  },
  { host: "www.ithome.com", siteName: "IT之家", title: "{brand}新品评测：{topic}体验再升级", path: "/0/" },
  {
    host: "www.dongchedi.com",
    siteName: "懂车帝",
    title: "{topic}口碑榜：{brand}车主怎么说",
    path: "/article/",
    domain: "cars",
  },
  { host: "www.163.com", siteName: "网易", title: "{topic}十大品牌排行榜出炉", path: "/dy/article/" },
];

const EN_SITES: readonly SiteTemplate[] = [
  {
    host: "www.theverge.com",
    siteName: "The Verge",
    title: "The best {topic} brands to buy right now",
    path: "/reviews/",
  },
  {
    host: "www.techradar.com",
    siteName: "TechRadar",
    title: "Best {topic} brands 2025: tested and rated",
    path: "/best/",
  },
  { host: "en.wikipedia.org", siteName: "Wikipedia", title: "{brand} - Wikipedia", path: "/wiki/" },
  {
    host: "www.reddit.com",
    siteName: "Reddit",
    title: "Which {topic} brand is actually worth it? : r/BuyItForLife",
    path: "/r/BuyItForLife/comments/",
  },
  {
    host: "www.cnet.com",
    siteName: "CNET",
    title: "{brand} review: a strong {topic} contender",
    path: "/reviews/",
  },
  {
    host: "www.consumerreports.org",
    siteName: "Consumer Reports",
    title: "Most reliable {topic} brands",
    path: "/brands/",
  },
  { host: "www.forbes.com", siteName: "Forbes", title: "{brand} bets big on {topic}", path: "/sites/" },
];

function slug(random: () => number): string {
  return Math.floor(random() * 1e9).toString(36);
}

/** Three to six plausible sources for an answer about `topic` that names `brands`. */
export function sandboxSources(
  random: () => number,
  language: "zh" | "en",
  topic: string,
  brands: readonly string[],
  domain: string,
): PlatformSource[] {
  const all = language === "zh" ? ZH_SITES : EN_SITES;
  const sites = shuffled(
    random,
    all.filter((site) => !site.domain || site.domain === domain),
  );
  const count = 3 + Math.floor(random() * 4);
  return sites.slice(0, count).map((site, i) => {
    const brand = brands[i % brands.length] ?? topic;
    return {
      url: `https://${site.host}${site.path}${slug(random)}`,
      title: site.title.replaceAll("{topic}", topic).replaceAll("{brand}", brand),
      siteName: site.siteName,
    };
  });
}
