import assert from "node:assert/strict";
import { test } from "node:test";
import { findCitationMarkers, resolveCitationMarkers } from "../../src/analysis/citation-markers.ts";
import { extractSources } from "../../src/analysis/source-extractor.ts";

test("recognises every provider's marker format", () => {
  const text =
    "a[1] b[2, 3] c^[4]^ d[^5] e[^6^] f[ref_7] g【8】 h【9-10】 i【11†source】 j[citation:12] k[[13]] l[source 14]";
  assert.deepEqual(
    findCitationMarkers(text).map((m) => m.number),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  );
  // A markdown link "[1](url)" and a reference definition "[1]: url" are not citing markers.
  assert.deepEqual(findCitationMarkers("see [1](https://a.com)\n[1]: https://a.com\n[^2]: 某网站标题"), []);
});

test("a marker that ends a sentence going on with a colon cites its source", () => {
  const text = "These are the brands most worth considering[1]:\n\n值得关注的品牌有以下几个[^4]：\n\n- A";
  assert.deepEqual(
    findCitationMarkers(text).map((m) => m.number),
    [1, 4],
  );
});

test("markers resolve to the provider's citation of that number", () => {
  const citations = [
    { url: "https://www.zhihu.com/question/1?utm_source=x" },
    { url: "https://www.sohu.com/a/2" },
  ];
  const text = "小米很好[citation:2]，华为也不错[citation:1][citation:3]。";
  const sources = extractSources(text, citations);
  assert.deepEqual(
    resolveCitationMarkers(text, citations, sources).map((m) => [m.number, m.ranking]),
    [
      [2, 2],
      [1, 1],
      [3, null],
    ],
  );
});

test("without structured citations, markers resolve through the answer's reference list", () => {
  const text = [
    "Notion is flexible [1], Obsidian is local-first [^2^].",
    "",
    "[1]: https://www.theverge.com/notion",
    "[^2^]: https://obsidian.md/?ref=x",
  ].join("\n");
  const sources = extractSources(text);
  assert.deepEqual(
    resolveCitationMarkers(text, [], sources).map((m) => [m.number, m.ranking]),
    [
      [1, 1],
      [2, 2],
    ],
  );
});
