import assert from "node:assert/strict";
import { test } from "node:test";
import { lookupSite, SITE_DIRECTORY_SIZE } from "../../src/analysis/site-directory.ts";
import { extractSources } from "../../src/analysis/source-extractor.ts";

test("structured citations first, then links and bare URLs in order, deduplicated by canonical URL", () => {
  const text = [
    "据[知乎讨论](https://www.zhihu.com/question/1?utm_source=ai)【1】，另见 https://baike.baidu.com/item/x。",
    "Also https://www.sohu.com/a/9#comments and [same](https://www.sohu.com/a/9?spm=1).",
    "[1]: https://github.com/org/repo",
  ].join("\n");
  const sources = extractSources(text, [
    { url: "https://www.theverge.com/review?utm_medium=x", title: "Review" },
  ]);
  assert.deepEqual(
    sources.map((s) => [s.ranking, s.url, s.websiteName, s.websiteType, s.title]),
    [
      [1, "https://www.theverge.com/review", "The Verge", "垂直媒体", "Review"],
      [2, "https://www.zhihu.com/question/1", "知乎", "问答社区", "知乎讨论"],
      [3, "https://baike.baidu.com/item/x", "百度百科", "百科", ""],
      [4, "https://www.sohu.com/a/9", "搜狐", "权威媒体", "same"],
      [5, "https://github.com/org/repo", "GitHub", "技术社区", ""],
    ],
  );
  assert.equal(sources[2].registrableDomain, "baidu.com");
  assert.equal(sources[2].domain, "baike.baidu.com");
});

test("unknown sites use the provider's site name, else the host; official domains are 官网", () => {
  const sources = extractSources(
    "见 https://shop.mi.com/p/1 与 https://blog.unknown-site.io/x",
    [{ url: "https://news.example.org/a", siteName: "Example News" }],
    { officialDomains: ["mi.com"] },
  );
  assert.deepEqual(
    sources.map((s) => [s.websiteName, s.websiteType]),
    [
      ["Example News", "其他"],
      ["shop.mi.com", "官网"],
      ["blog.unknown-site.io", "其他"],
    ],
  );
});

test("the site directory covers 100+ well-known sites, most specific suffix first", () => {
  assert.ok(SITE_DIRECTORY_SIZE >= 100);
  assert.equal(lookupSite("zhidao.baidu.com")?.name, "百度知道");
  assert.equal(lookupSite("www.baidu.com")?.name, "百度");
  assert.equal(lookupSite("www.nytimes.com", "/wirecutter/reviews/x")?.name, "Wirecutter");
  assert.equal(lookupSite("www.nytimes.com", "/2024/01/01/x")?.name, "The New York Times");
  assert.equal(lookupSite("www.samr.gov.cn")?.type, "政府机构");
  assert.equal(lookupSite("example.com"), undefined);
});
