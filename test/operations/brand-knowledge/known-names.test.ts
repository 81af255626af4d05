import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { AnswerAnalysis, BrandRecord } from "../../../src/analysis/analysis-types.ts";
import { ServiceError } from "../../../src/errors.ts";
import { loadAccountKnowledge } from "../../../src/operations/brand-knowledge/account-knowledge.ts";
import { analyzerOptions } from "../../../src/operations/brand-knowledge/brand-analyzers.ts";
import { competitorCandidates } from "../../../src/operations/brand-knowledge/brand-competitor-learning.ts";
import { brandAnalysisSpecs, loadBrand } from "../../../src/operations/brand-knowledge/brand-registry.ts";
import { changeBrandAliases } from "../../../src/operations/brand-knowledge/change-brand-aliases.ts";
import { decideKnownName } from "../../../src/operations/brand-knowledge/decide-known-name.ts";
import {
  createKnowledgeCache,
  KNOWLEDGE_CACHE_MS,
} from "../../../src/operations/brand-knowledge/knowledge-cache.ts";
import { knownNameSightings } from "../../../src/operations/brand-knowledge/known-name-sightings.ts";
import { listKnownNames } from "../../../src/operations/brand-knowledge/list-known-names.ts";
import { platformsOfMask } from "../../../src/operations/brand-knowledge/platform-mask.ts";
import { brandObservationFacts } from "../../../src/operations/monitoring/brand-observation-facts.ts";
import { platformCount } from "../../../src/store/known-names/learned-thresholds.ts";
import { recordNameSightings } from "../../../src/store/known-names/record-name-sightings.ts";
import { insertObservation } from "../../../src/store/observations/insert-observation.ts";
import { DIALECTS } from "../../support/test-databases.ts";
import {
  openTestDatabase,
  seedAccount,
  seedBrand,
  storeAnswers,
  type TestDatabase,
} from "./knowledge-fixtures.ts";

const record = (
  brandName: string,
  position: number,
  kind: BrandRecord["kind"] = "discovered",
): BrandRecord => ({
  brandName,
  sentiment: "中性",
  visibilityCount: 1,
  sentimentScore: 50,
  position,
  kind,
});

/** An analysis as the analysis helper's analyzer returns it: discovered brands and candidates below threshold. */
function analysis(
  discovered: string[],
  candidates: { name: string; score: number; evidence: string[] }[] = [],
) {
  return {
    targets: [],
    brandRecords: discovered.map((name, i) => record(name, i + 1)),
    sourceRecords: [],
    candidates,
  } satisfies AnswerAnalysis;
}

test("sightings: discovered brands and candidates, each once, targets and competitors left out", () => {
  const sightings = knownNameSightings(
    {
      ...analysis(
        ["Acme", "ＡＣＭＥ"],
        [
          { name: "Key features", score: 0.2, evidence: ["generic-attribute"] },
          { name: "acme", score: 0.4, evidence: [] },
        ],
      ),
      brandRecords: [record("Acme", 1), record("瑞幸", 2, "target"), record("星巴克", 3, "competitor")],
    },
    { accountId: "a", platform: "kimi", at: 5 },
  );
  assert.deepEqual(
    sightings.names.map((n) => [n.nameKey, n.accepted, n.score, n.evidence]),
    [
      ["acme", true, 1, []],
      ["key features", false, 0.2, ["generic-attribute"]],
    ],
  );
});

test("analyzer options: the question, known brands that are no target or competitor, rejected names", () => {
  const options = analyzerOptions(
    { targets: [{ name: "瑞幸咖啡", aliases: ["Luckin"] }], competitors: [{ name: "星巴克" }] },
    {
      knownBrands: [
        { name: "Manner", status: "learned" },
        { name: "luckin", status: "confirmed" },
      ],
      rejectedNames: ["Key features", "星巴克"],
      rejectedKeys: new Set(["key features", "星巴克"]),
      mergedInto: new Map(),
    },
    "哪个咖啡品牌好？",
  );
  assert.equal(options.question, "哪个咖啡品牌好？");
  assert.deepEqual(options.knownBrands, [{ name: "Manner", status: "learned" }]);
  assert.deepEqual(options.rejectedNames, ["Key features"]);
});

test("facts: a rejected name is no brand; a merged name counts as the brand it was merged into", () => {
  const facts = brandObservationFacts(
    { brandId: "b", platform: "kimi", day: "2026-03-01", promptId: "p", topicId: null },
    { ...analysis(["Tims", "Key features", "Tim Hortons"]) },
    {
      knownBrands: [],
      rejectedNames: ["Key features"],
      rejectedKeys: new Set(["key features"]),
      mergedInto: new Map([["tims", { name: "Tim Hortons", nameKey: "tim hortons" }]]),
    },
  );
  assert.deepEqual(
    facts.names.map((n) => [n.name, n.mentions, n.position]),
    [["Tim Hortons", 2, 1]],
  );
});

for (const dialect of DIALECTS) {
  describe(`brand knowledge across an account's answers (${dialect})`, () => {
    let t: TestDatabase;
    let accountId: string;
    let brandId: string;
    before(async () => {
      t = await openTestDatabase(dialect);
      accountId = await seedAccount(t.database.db, "knowledge");
      brandId = await seedBrand(t.database.db, accountId, "瑞幸咖啡", [
        { name: "星巴克" },
        { name: "Tims", monitorType: 0 },
      ]);
    });
    after(() => t.cleanup());

    const standing = async (nameKey: string) =>
      (await t.database.db
        .selectFrom("known_names")
        .selectAll()
        .where("account_id", "=", accountId)
        .where("name_key", "=", nameKey)
        .executeTakeFirst()) ?? null;

    test("a name is learned once seen in 3 answers on 2 platforms; each answer counts once", async () => {
      const db = t.database.db;
      const sight = (platform: string, at: number, names: AnswerAnalysis) =>
        recordNameSightings(db, [knownNameSightings(names, { accountId, platform, at })]);
      await sight("kimi", 1000, analysis([], [{ name: "Manner", score: 0.4, evidence: ["list-head"] }]));
      await sight("kimi", 2000, analysis(["Manner"]));
      let row = await standing("manner");
      assert.equal(row?.standing, "candidate");
      assert.equal(row?.answers, 2);
      assert.equal(platformCount(row?.platform_mask ?? 0), 1, "the same platform counts once");
      assert.deepEqual(JSON.parse(row?.evidence ?? "[]"), ["list-head"]);
      await sight("deepseek", 1500, analysis(["MANNER"]));
      row = await standing("manner");
      assert.equal(row?.standing, "learned");
      assert.deepEqual(
        [row?.answers, row?.accepted, platformsOfMask(row?.platform_mask ?? 0), row?.best_score],
        [3, 2, ["deepseek", "kimi"], 1000],
      );
      assert.deepEqual([row?.first_seen_at, row?.last_seen_at, row?.name], [1000, 2000, "Manner"]);

      // Through the observation insert: a row stored twice (a resumed task) teaches once.
      const answer = {
        platform: "baidu",
        day: "2026-03-01",
        promptId: "p1",
        text: "推荐：\n1. **Arabica**：好喝。\n2. **瑞幸咖啡**：便宜。",
      };
      assert.deepEqual(await storeAnswers(db, brandId, [answer]), [true]);
      assert.deepEqual(await storeAnswers(db, brandId, [answer]), [false]);
      assert.equal((await standing("arabica"))?.answers, 1);

      // Answers without rollups (geo.ranking ...) teach too, once per stored row.
      const rankingRow = (id: string) => ({
        id,
        account_id: accountId,
        task_id: null,
        api_code: "geo.ranking",
        platform: "gpt",
        question: "q",
        status: "completed",
        error: null,
        answer_text: "t",
        sources: null,
        analysis: null,
        adapter: null,
        model: null,
        search_enabled: null,
        search_used: null,
        sandbox: 1,
        latency_ms: null,
        attempts: null,
        input_tokens: null,
        output_tokens: null,
        asked_at: 3000,
        day: "2026-03-01",
        analysis_version: 3,
        retrieved_sources: null,
      });
      const sightings = knownNameSightings(analysis(["Arabica"]), { accountId, platform: "gpt", at: 3000 });
      assert.equal(await insertObservation(db, rankingRow("obs_r1"), undefined, sightings), true);
      assert.equal(await insertObservation(db, rankingRow("obs_r1"), undefined, sightings), false);
      const arabica = await standing("arabica");
      assert.deepEqual(
        [arabica?.answers, platformsOfMask(arabica?.platform_mask ?? 0)],
        [2, ["baidu", "gpt"]],
      );

      const knowledge = await loadAccountKnowledge(db, accountId);
      assert.deepEqual(knowledge.knownBrands, [{ name: "Manner", status: "learned" }]);
    });

    test("confirm, reject and reset apply to the account's knowledge and its analyzers", async () => {
      const db = t.database.db;
      const stored = await loadBrand(db, brandId);
      const decide = (name: string, decision: "confirm" | "reject" | "reset") =>
        decideKnownName(db, { accountId, stored, name, decision, now: 5000 });
      assert.equal((await decide("Arabica", "confirm")).standing, "confirmed");
      assert.equal(
        (await decide("Key features", "reject")).standing,
        "rejected",
        "a name never seen can be decided",
      );
      assert.equal((await decide("Tims", "reject")).standing, "rejected");
      const competitors = await db
        .selectFrom("brand_competitors")
        .select("name")
        .where("brand_id", "=", brandId)
        .execute();
      assert.deepEqual(
        competitors.map((c) => c.name),
        ["星巴克"],
        "a rejected learned competitor is dropped",
      );
      // Sightings never undo a decision.
      await recordNameSightings(db, [
        knownNameSightings(analysis(["Tims"]), { accountId, platform: "gpt", at: 9000 }),
      ]);
      assert.equal((await standing("tims"))?.standing, "rejected");

      let knowledge = await loadAccountKnowledge(db, accountId);
      assert.deepEqual(
        knowledge.knownBrands.map((b) => [b.name, b.status]),
        [
          ["Arabica", "confirmed"],
          ["Manner", "learned"],
        ],
      );
      assert.deepEqual([...knowledge.rejectedKeys].sort(), ["key features", "tims"]);
      const options = analyzerOptions(brandAnalysisSpecs(await loadBrand(db, brandId)), knowledge, "q");
      assert.deepEqual(options.rejectedNames, ["Key features", "Tims"]);
      assert.deepEqual(
        competitorCandidates(
          [
            {
              ...analysis(["Tims", "Lavazza"]),
              targets: [{ brandKeyword: "瑞幸咖啡", exposureCount: 1 } as never],
            },
          ],
          "瑞幸咖啡",
          new Set(knowledge.rejectedKeys),
        ).map((c) => c.name),
        ["Lavazza"],
        "a rejected name is never learned as a competitor",
      );

      assert.equal((await decide("Tims", "reset")).standing, "candidate", "reset: the counts decide again");
      knowledge = await loadAccountKnowledge(db, accountId);
      assert.deepEqual([...knowledge.rejectedKeys], ["key features"]);

      await assert.rejects(
        decide("瑞幸咖啡", "reject"),
        (e: unknown) => e instanceof ServiceError && e.code === 400,
      );
      await assert.rejects(decide("星巴克", "reject"), /tracked competitor/);
    });

    test("new tasks read the knowledge through a 2 s cache per process", async () => {
      const db = t.database.db;
      let clock = 0;
      const knowledgeOf = createKnowledgeCache(db, () => clock);
      const names = async () => (await knowledgeOf(accountId)).knownBrands.map((b) => b.name);
      const before = await names();
      await decideKnownName(db, {
        accountId,
        stored: await loadBrand(db, brandId),
        name: "Lavazza",
        decision: "confirm",
        now: 1,
      });
      clock = KNOWLEDGE_CACHE_MS - 1;
      assert.deepEqual(await names(), before, "within the cache time: the knowledge read before");
      clock = KNOWLEDGE_CACHE_MS;
      assert.ok((await names()).includes("Lavazza"), "then the decision applies");
      assert.ok((await loadAccountKnowledge(db, accountId)).knownBrands.some((b) => b.name === "Lavazza"));
    });

    test("aliases of the brand, a competitor and a known name; merge; listing with counts", async () => {
      const db = t.database.db;
      const change = async (name: string | undefined, add: string[], remove: string[] = []) =>
        changeBrandAliases(db, {
          accountId,
          stored: await loadBrand(db, brandId),
          name,
          add,
          remove,
          now: 6000,
        });
      assert.deepEqual(await change(undefined, ["Luckin", "luckin ", "瑞幸"]), {
        subject: "brand",
        name: "瑞幸咖啡",
        aliases: ["Luckin", "瑞幸"],
      });
      assert.deepEqual(await change("星巴克", ["Starbucks"]), {
        subject: "competitor",
        name: "星巴克",
        aliases: ["Starbucks"],
      });
      assert.deepEqual(await change("starbucks", ["星巴克咖啡"]), {
        subject: "competitor",
        name: "星巴克",
        aliases: ["Starbucks", "星巴克咖啡"],
      });
      const merged = await change("Manner", ["Manner Coffee"]);
      assert.deepEqual(merged, { subject: "known", name: "Manner", aliases: ["Manner Coffee"] });
      assert.equal((await standing("manner coffee"))?.merged_into, "Manner");
      assert.equal((await standing("manner"))?.standing, "confirmed", "a name given aliases is a brand");

      await assert.rejects(change("星巴克", ["Luckin"]), /monitored brand/);
      await assert.rejects(change(undefined, ["星巴克"]), /competitor/);
      await assert.rejects(change("Key features", ["KF"]), /rejected/);
      await assert.rejects(change(undefined, ["瑞幸咖啡"]), /the name itself/);

      // Removing an alias: the spelling is undecided again.
      assert.deepEqual((await change("Manner", [], ["manner coffee"])).aliases, []);
      assert.equal((await standing("manner coffee"))?.decision, null);

      const spec = brandAnalysisSpecs(await loadBrand(db, brandId));
      assert.deepEqual(spec.targets, [{ name: "瑞幸咖啡", aliases: ["Luckin", "瑞幸"] }]);

      const listing = await listKnownNames(db, accountId, { limit: 100 });
      assert.equal(listing.counts.rejected, 1);
      assert.ok(listing.counts.merged >= 2, "Luckin, 瑞幸, Starbucks ... merged into their brands");
      const manner = listing.names.find((n) => n.name_key === "manner");
      assert.deepEqual(platformsOfMask(manner?.platform_mask ?? 0), ["deepseek", "kimi"]);
      assert.equal(listing.names[0].name_key, "manner", "most answers first");
      const onlyRejected = await listKnownNames(db, accountId, { standing: "rejected", limit: 10 });
      assert.deepEqual(
        onlyRejected.names.map((n) => n.name),
        ["Key features"],
      );
    });
  });
}
