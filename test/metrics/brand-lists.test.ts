import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { useMetricsFixture } from "./query-client.ts";
import { EARLY } from "./sample-brand.ts";

/** Each operation's empty shape (spec 2.9). */
const EMPTY = {
  "llm.comparison": [],
  "llm.trend": null,
  "llm.topic": {},
  "prompt.analysis.overview": null,
  "geo.competitors": { records: [], total: 0, size: -1, current: 1, pages: 0 },
  "brand.topic": [],
} as const;

for (const dialect of DIALECTS) {
  describe(`geo.competitors, brand.topic and brand access (${dialect})`, () => {
    const fixtureOf = useMetricsFixture(dialect);
    const competitors = (data: Record<string, unknown> = {}) =>
      fixtureOf().query("geo.competitors", { brandId: fixtureOf().profile.brandId, ...data });
    const names = (page: { records: { competitorName: string }[] }) =>
      page.records.map((record) => record.competitorName);

    test("geo.competitors: everything in one page (size -1), newest first, every field", async () => {
      const page = await competitors();
      assert.deepEqual(Object.keys(page), ["records", "total", "size", "current", "pages"]);
      assert.deepEqual([page.total, page.size, page.current, page.pages], [3, -1, 1, 1]);
      assert.deepEqual(names(page), ["德尔塔", "Gamma Corp", "Beta"]);
      const beta = page.records[2];
      assert.match(beta.id, /^competitor_[0-9a-f]{32}$/);
      assert.deepEqual(
        { ...beta, id: "" },
        {
          id: "",
          competitorName: "Beta",
          logoUrl: null,
          monitorType: 1,
          competitorWebsite: "https://beta.example",
          competitorKeywords: ["贝塔", "BETA"],
          // T0 is 02:00 UTC: 10:00 in the service zone (Asia/Shanghai).
          createTime: "2026-03-10 10:00:00",
        },
      );
      assert.equal(page.records[1].competitorKeywords, null);
      assert.equal(page.records[1].monitorType, 0);
      assert.equal(page.records[1].createTime, "2026-03-10 10:00:01");
    });

    test("geo.competitors: the name filter is a substring, ignoring case, width and script", async () => {
      assert.deepEqual(names(await competitors({ competitorName: "corp" })), ["Gamma Corp"]);
      assert.deepEqual(names(await competitors({ competitorName: "GAMMA" })), ["Gamma Corp"]);
      assert.deepEqual(names(await competitors({ competitorName: "ｇａｍ" })), ["Gamma Corp"]);
      assert.deepEqual(names(await competitors({ competitorName: "德爾" })), ["德尔塔"]);
      assert.deepEqual(names(await competitors({ competitorName: "a" })), ["Gamma Corp", "Beta"]);
      // Blank is no filter; LIKE wildcards are taken literally.
      assert.equal((await competitors({ competitorName: "  " })).total, 3);
      assert.deepEqual(await competitors({ competitorName: "%" }), EMPTY["geo.competitors"]);
      assert.deepEqual(await competitors({ competitorName: "_eta" }), EMPTY["geo.competitors"]);
    });

    test("brand.topic: newest first, then profile order", async () => {
      const topics = await fixtureOf().query("brand.topic", { brandId: fixtureOf().profile.brandId });
      const [continuity, price, service_] = fixtureOf().profile.topicIds;
      assert.deepEqual(topics, [
        { id: service_, topicName: "售后" },
        { id: continuity, topicName: "续航" },
        { id: price, topicName: "价格" },
      ]);
    });

    test("another account's brandId, and an unknown one, give every operation's empty shape", async () => {
      for (const brandId of [fixtureOf().foreignBrandId, "brand_0123456789abcdef0123456789abcdef"]) {
        for (const [apiCode, empty] of Object.entries(EMPTY)) {
          // A wide range that covers every seeded day of the other account's identical data.
          const data = await fixtureOf().query(apiCode, {
            brandId,
            competitorName: apiCode === "geo.competitors" ? undefined : "Acme",
            startDate: EARLY,
          });
          assert.deepEqual(data, empty, `${apiCode} ${brandId}`);
        }
      }
      // The same request on the caller's own brand does see data: the empty answers above are not vacuous.
      const own = await fixtureOf().query("llm.comparison", {
        brandId: fixtureOf().profile.brandId,
        startDate: EARLY,
      });
      assert.equal(own.length, 3);
    });

    test("without GEO_BRAND_MONITOR the key is refused (403), not answered with data", async () => {
      const other = await fixtureOf().service.createKey({
        permissions: [{ code: "GEO_RANK_QUERY", limit: null }],
      });
      const response = await fixtureOf().service.call({
        method: "POST",
        url: "/v1/openapi/execute",
        key: other.apiKey,
        body: { apiCode: "brand.topic", data: { brandId: fixtureOf().profile.brandId } },
      });
      assert.equal(response.envelope.code, 403);
      assert.equal(response.envelope.data, null);
    });
  });
}
