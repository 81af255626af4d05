import type { PlatformSource } from "../platform-types.ts";
import type { CategoryGroup } from "./categories/product-category.ts";
import { shuffled } from "./seeded-random.ts";

interface SiteTemplate {
  host: string;
  siteName: string;
  /** `{topic}` is replaced by the topic, `{brand}` by a brand. */
  title: string;
  path: string;
  /** Only for answers about these groups (car sites for cars, G2 for software...). */
  groups?: readonly CategoryGroup[];
}

const s = (host: string, siteName: string, title: string, path: string, groups?: CategoryGroup[]) =>
  groups ? { host, siteName, title, path, groups } : { host, siteName, title, path };

const ZH_SITES: readonly SiteTemplate[] = [
  s("www.zhihu.com", "知乎", "{topic}哪个牌子好？2025年真实体验分享", "/question/"),
  s("baike.baidu.com", "百度百科", "{brand}_百度百科", "/item/"),
  s("www.smzdm.com", "什么值得买", "{topic}选购指南：{brand}等热门品牌横评", "/p/"),
  s("36kr.com", "36氪", "{topic}市场格局生变，{brand}份额继续提升", "/p/"),
  s("finance.sina.com.cn", "新浪财经", "{brand}发布最新财报，{topic}业务增长明显", "/stock/"),
  s("www.ithome.com", "IT之家", "{brand}新品评测：{topic}体验再升级", "/0/", [
    "electronics",
    "appliances",
    "software",
  ]),
  s("www.dongchedi.com", "懂车帝", "{topic}口碑榜：{brand}车主怎么说", "/article/", ["auto"]),
  s("www.autohome.com.cn", "汽车之家", "{brand}怎么样？{topic}车主真实口碑", "/news/", ["auto"]),
  s("www.163.com", "网易", "{topic}十大品牌排行榜出炉", "/dy/article/"),
  s("www.sohu.com", "搜狐", "2025{topic}品牌排行，{brand}位列前三", "/a/"),
  s("www.xiaohongshu.com", "小红书", "{topic}避坑｜用了三年的{brand}真实测评", "/explore/"),
  s("mp.weixin.qq.com", "微信公众平台", "{topic}怎么选？看这一篇就够了", "/s/"),
  s("www.zol.com.cn", "中关村在线", "{brand}{topic}评测：参数与实测", "/review/", [
    "electronics",
    "appliances",
  ]),
  s("www.pconline.com.cn", "太平洋电脑网", "{topic}选购攻略", "/x/", ["electronics", "appliances"]),
  s("item.jd.com", "京东", "{brand}{topic}【行情 报价 价格 评测】", "/", [
    "electronics",
    "appliances",
    "beauty",
    "baby",
    "pets",
    "stationery",
    "drinks",
  ]),
  s("www.bmlx.com", "美丽修行", "{brand}成分解析", "/product/", ["beauty"]),
  s("sspai.com", "少数派", "{topic}横评：{brand}值不值得付费", "/post/", ["software"]),
  s("blog.csdn.net", "CSDN", "{brand}{topic}部署与使用教程", "/article/details/", ["software"]),
  s("www.ctrip.com", "携程", "{topic}口碑榜：{brand}住客点评", "/hotels/", ["travel"]),
  s("www.dxy.cn", "丁香园", "{topic}怎么选？专家解读", "/article/", ["baby", "finance"]),
];

const EN_SITES: readonly SiteTemplate[] = [
  s("www.theverge.com", "The Verge", "The best {topic} brands to buy right now", "/reviews/"),
  s("www.techradar.com", "TechRadar", "Best {topic} brands 2025: tested and rated", "/best/"),
  s("en.wikipedia.org", "Wikipedia", "{brand} - Wikipedia", "/wiki/"),
  s(
    "www.reddit.com",
    "Reddit",
    "Which {topic} brand is actually worth it? : r/BuyItForLife",
    "/r/BuyItForLife/comments/",
  ),
  s("www.cnet.com", "CNET", "{brand} review: a strong {topic} contender", "/reviews/"),
  s("www.consumerreports.org", "Consumer Reports", "Most reliable {topic} brands", "/brands/"),
  s("www.forbes.com", "Forbes", "{brand} bets big on {topic}", "/sites/"),
  s("www.nytimes.com", "Wirecutter", "The best {topic}", "/wirecutter/reviews/"),
  s("www.tomsguide.com", "Tom's Guide", "Best {topic} 2025", "/best-picks/"),
  s("www.rtings.com", "RTINGS", "The 6 best {topic}s of 2025", "/", ["electronics", "appliances"]),
  s("www.pcmag.com", "PCMag", "{brand} review", "/reviews/", ["electronics", "software"]),
  s("www.g2.com", "G2", "Best {topic}: {brand} and alternatives", "/categories/", ["software"]),
  s("www.capterra.com", "Capterra", "{brand} reviews and pricing", "/p/", ["software"]),
  s("www.nerdwallet.com", "NerdWallet", "Best {topic}s of 2025", "/best/", ["finance"]),
  s("www.investopedia.com", "Investopedia", "How to choose {topic}", "/", ["finance"]),
  s("www.caranddriver.com", "Car and Driver", "Best {topic}s for 2025", "/features/", ["auto"]),
  s("www.edmunds.com", "Edmunds", "{brand} prices, reviews and pictures", "/", ["auto"]),
  s("www.runnersworld.com", "Runner's World", "Best {topic} of 2025", "/gear/", ["apparel", "retail"]),
  s("www.allure.com", "Allure", "Best of Beauty: {topic}", "/story/", ["beauty"]),
  s("www.tripadvisor.com", "Tripadvisor", "{brand}: reviews and price comparison", "/Hotel_Review/", [
    "travel",
  ]),
];

function slug(random: () => number): string {
  return Math.floor(random() * 1e9).toString(36);
}

/**
 * Plausible sources for an answer about `topic` that names `brands`: general sites and those of the
 * category's group, as many as the platform's range allows (Perplexity cites far more than DeepSeek).
 */
export function sandboxSources(
  random: () => number,
  language: "zh" | "en",
  topic: string,
  brands: readonly string[],
  group: CategoryGroup | null,
  range: readonly [number, number] = [3, 6],
): PlatformSource[] {
  const all = language === "zh" ? ZH_SITES : EN_SITES;
  const sites = shuffled(
    random,
    all.filter((site) => !site.groups || (group !== null && site.groups.includes(group))),
  );
  const count = range[0] + Math.floor(random() * (range[1] - range[0] + 1));
  return sites.slice(0, count).map((site, i) => {
    const brand = brands[i % Math.max(1, brands.length)] ?? topic;
    return {
      url: `https://${site.host}${site.path}${slug(random)}`,
      title: site.title.replaceAll("{topic}", topic).replaceAll("{brand}", brand),
      siteName: site.siteName,
    };
  });
}
