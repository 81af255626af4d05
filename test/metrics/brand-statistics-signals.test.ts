import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { MIN_SAMPLES } from "../../src/metrics/statistics/figure-statistics.ts";
import { recordBrandSignals } from "../../src/operations/signals/record-brand-signals.ts";
import { applyRollupDeltas } from "../../src/store/rollups/apply-rollup-deltas.ts";
import { RollupDeltas } from "../../src/store/rollups/rollup-deltas.ts";
import { addDays } from "../../src/util/time.ts";
import { createWebhook } from "../../src/webhooks/create-webhook.ts";
import { recordSignalDetectedEvents } from "../../src/webhooks/record-signal-detected-events.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { answerFacts, insertBrandProfile } from "./brand-profile.ts";
import { useMetricsFixture } from "./query-client.ts";
import { NOW, T0, TODAY } from "./sample-brand.ts";

/** A brand whose deepseek visibility steps from 30 % to 70 % a week before TODAY: 60 answers a day. */
async function seedSteppingBrand(
  fixture: ReturnType<ReturnType<typeof useMetricsFixture>>,
  name = "Stepper",
) {
  const db = fixture.service.services.database.db;
  const owner = await db
    .selectFrom("brands")
    .select("account_id")
    .where("id", "=", fixture.profile.brandId)
    .executeTakeFirstOrThrow();
  const profile = await insertBrandProfile(db, {
    accountId: owner.account_id,
    name,
    createdAt: T0,
    topics: [{ name: "价格", createdAt: T0 }],
    competitors: [],
    prompts: [
      { text: "哪款最便宜", topic: 0 },
      { text: "哪款最好", topic: null },
    ],
  });
  const deltas = new RollupDeltas();
  for (let d = 13; d >= 0; d--) {
    const day = addDays(TODAY, -d);
    const mentionedPerDay = d >= 7 ? 18 : 42;
    for (let i = 0; i < 60; i++) {
      const mentioned = i < mentionedPerDay;
      deltas.add(
        answerFacts({
          brandId: profile.brandId,
          targetName: "Stepper",
          platform: "deepseek",
          day,
          promptId: profile.promptIds[i % 2],
          topicId: i % 2 === 0 ? profile.topicIds[0] : null,
          names: mentioned
            ? [
                ["Stepper", 1, 2, 70],
                ["Other", 2, 1, 50],
              ]
            : [["Other", 2, 1, 50]],
        }),
      );
    }
  }
  await applyRollupDeltas(db, deltas);
  return profile;
}

for (const dialect of DIALECTS) {
  describe(`brand.statistics and brand.signals (${dialect})`, () => {
    const fixtureOf = useMetricsFixture(dialect);

    test("brand.statistics: figures with sample counts, Wilson / t / delta-method intervals and the flag", async () => {
      const data = await fixtureOf().query("brand.statistics", { brandId: fixtureOf().profile.brandId });
      assert.equal(data.minimumSamples, MIN_SAMPLES);
      assert.deepEqual([data.startDate, data.endDate, data.llmName], ["2026-03-09", TODAY, null]);
      assert.deepEqual(
        data.platforms.map((p: { llmName: string }) => p.llmName),
        ["deepseek", "gpt", "kimi"],
      );
      const deepseek = data.platforms[0];
      // a1 a2 a3 (sample-brand.ts): mentioned in 2 of 3, ranks 1 and 3, voice 3 of 11 mentions.
      assert.equal(deepseek.answers, 3);
      assert.deepEqual(deepseek.visibilityRate, {
        value: 66.67,
        sampleCount: 3,
        lower: 20.77,
        upper: 93.85,
        tooFewSamples: true,
      });
      assert.deepEqual(deepseek.top1Rate, {
        value: 33.33,
        sampleCount: 3,
        lower: 6.15,
        upper: 79.23,
        tooFewSamples: true,
      });
      // Ranks 1 and 3: mean 2, s = sqrt(2), t(1) = 12.71: the interval is cut at rank 1.
      assert.deepEqual(deepseek.position, {
        value: 2,
        sampleCount: 2,
        lower: 1,
        upper: 14.71,
        tooFewSamples: true,
      });
      // Voice: y = 2, 0, 1 of x = 3, 4, 4; R = 3/11; Σ(y - Rx)² = 2.595; se = sqrt(1.5 x 2.595) / 11 = 0.1794.
      assert.deepEqual(deepseek.shareOfVoice, {
        value: 27.27,
        sampleCount: 3,
        lower: 0,
        upper: 62.43,
        tooFewSamples: true,
      });
      // The brand row sums every platform: 5 answers, 3 mentioned.
      assert.equal(data.brand.answers, 5);
      assert.equal(data.brand.visibilityRate.value, 60);
      assert.deepEqual(
        data.topics.map((t: { topicName: string; answers: number }) => [t.topicName, t.answers]),
        [
          ["续航", 3],
          ["价格", 2],
        ],
      );
      assert.deepEqual(
        data.prompts.map((p: { promptText: string; answers: number }) => [p.promptText, p.answers]),
        [
          ["哪款电动车续航最好", 3],
          ["哪款电动车最便宜", 2],
        ],
      );
      assert.equal(data.prompts[0].topicName, "续航");
      assert.equal(data.prompts[0].visibilityRate.sampleCount, 3);
    });

    test("brand.statistics: llmName filters every scope; another account's brand is the empty shape", async () => {
      const gpt = await fixtureOf().query("brand.statistics", {
        brandId: fixtureOf().profile.brandId,
        llmName: "chatgpt",
      });
      assert.equal(gpt.llmName, "gpt");
      assert.equal(gpt.brand.answers, 1);
      assert.deepEqual(
        gpt.prompts.map((p: { answers: number }) => p.answers),
        [1],
      );
      const foreign = await fixtureOf().query("brand.statistics", { brandId: fixtureOf().foreignBrandId });
      assert.equal(foreign.brand, null);
      assert.deepEqual([foreign.platforms, foreign.topics, foreign.prompts], [[], [], []]);
    });

    for (const apiCode of ["brand.statistics", "brand.signals"]) {
      test(`${apiCode}: missing brandId is 4001, bad dates are 400`, async () => {
        const { service, key } = fixtureOf();
        const call = (data: unknown) =>
          service.call({ method: "POST", url: "/v1/openapi/execute", key, body: { apiCode, data } });
        for (const data of [{}, { brandId: "" }, { brandId: "  " }]) {
          const response = await call(data);
          assert.equal(response.envelope.code, 4001, JSON.stringify(data));
          assert.equal(response.statusCode, 400);
          assert.equal(response.envelope.data, null);
        }
        const brandId = fixtureOf().profile.brandId;
        for (const data of [
          { brandId, startDate: "2026-03-15", endDate: "2026-03-01" },
          { brandId, startDate: "2026-02-30" },
          { brandId, endDate: "15/03/2026" },
          { brandId, startDate: "2025-01-01", endDate: "2026-03-15" },
        ]) {
          const response = await call(data);
          assert.equal(response.envelope.code, 400, JSON.stringify(data));
          assert.match(response.envelope.msg, /data\.(startDate|endDate)/);
        }
      });
    }

    test("brand.signals: the service's hook makes each new signal a signal.detected delivery of the brand's account", async () => {
      const fixture = fixtureOf();
      const db = fixture.service.services.database.db;
      const profile = await seedSteppingBrand(fixture, "Stepper with a webhook");
      const owner = await db
        .selectFrom("brands")
        .select("account_id")
        .where("id", "=", profile.brandId)
        .executeTakeFirstOrThrow();
      const webhook = await createWebhook(db, {
        accountId: owner.account_id,
        input: { url: "https://hooks.example.com/signals", events: ["signal.detected"] },
        maxPerAccount: 10,
        now: NOW,
      });
      const round = { brandId: profile.brandId, statDate: TODAY, roundId: "task_round_hook", now: NOW };
      const stored = await recordBrandSignals(db, round, recordSignalDetectedEvents);
      assert.ok(stored.length > 0);
      const deliveries = await db
        .selectFrom("webhook_deliveries")
        .select(["event_type", "payload"])
        .where("webhook_id", "=", webhook.webhookId)
        .execute();
      assert.equal(deliveries.length, stored.length);
      const signalIds = deliveries.map((d) => JSON.parse(d.payload).data.signalId).sort();
      assert.deepEqual(signalIds, stored.map((s) => s.id).sort());
      assert.ok(deliveries.every((d) => d.event_type === "signal.detected"));
    });

    test("brand.signals: a settled round stores confirmed changes once; listed newest first with figures", async () => {
      const fixture = fixtureOf();
      const db = fixture.service.services.database.db;
      const profile = await seedSteppingBrand(fixture);
      const round = { brandId: profile.brandId, statDate: TODAY, roundId: "task_round", now: NOW };
      const stored = await recordBrandSignals(db, round);
      const keys = stored.map((s) => `${s.scope}:${s.window}:${s.metric}:${s.direction}`).sort();
      // 30 % -> 70 % week over week everywhere; no day moved against the day before.
      assert.ok(keys.includes("brand:week:visibilityRate:up"), keys.join(" "));
      assert.ok(keys.includes("platform:week:visibilityRate:up"), keys.join(" "));
      assert.ok(keys.includes("topic:week:visibilityRate:up"), keys.join(" "));
      assert.ok(keys.includes("prompt:week:visibilityRate:up"), keys.join(" "));
      assert.ok(!keys.some((k) => k.includes(":day:")), keys.join(" "));
      // Settling again (a resumed round) or the next day's round (overlapping windows) stores nothing new.
      assert.deepEqual(await recordBrandSignals(db, round), []);
      assert.deepEqual(
        await recordBrandSignals(db, { ...round, statDate: addDays(TODAY, 1), now: NOW + 86_400_000 }),
        [],
      );

      const listed = await fixture.query("brand.signals", { brandId: profile.brandId });
      assert.equal(listed.length, stored.length);
      const platform = listed.find(
        (s: { scope: string; metric: string }) => s.scope === "platform" && s.metric === "visibilityRate",
      );
      assert.deepEqual(
        {
          scopeId: platform.scopeId,
          scopeName: platform.scopeName,
          window: platform.window,
          direction: platform.direction,
          confidence: platform.confidence,
          change: platform.change,
          detectedAt: platform.detectedAt,
        },
        {
          scopeId: "deepseek",
          scopeName: "deepseek",
          window: "week",
          direction: "up",
          confidence: "high",
          change: 40,
          detectedAt: "2026-03-15 12:00:00",
        },
      );
      assert.deepEqual(platform.before, {
        startDate: "2026-03-02",
        endDate: "2026-03-08",
        value: 30,
        sampleCount: 420,
        // Wilson: centre (0.3 + z²/840) / (1 + z²/420) = 0.30181, half-width 0.04367.
        lower: 25.81,
        upper: 34.55,
        tooFewSamples: false,
      });
      assert.equal(platform.after.value, 70);
      assert.ok(platform.qValue <= 0.001 && platform.pValue <= platform.qValue);
      const topic = listed.find((s: { scope: string }) => s.scope === "topic");
      assert.equal(topic.scopeName, "价格");
      const brand = listed.find((s: { scope: string }) => s.scope === "brand");
      assert.deepEqual([brand.scopeId, brand.scopeName], [null, "Stepper"]);
      const prompt = listed.find((s: { scope: string }) => s.scope === "prompt");
      assert.ok(["哪款最便宜", "哪款最好"].includes(prompt.scopeName));

      // A range that ends before the change's day lists nothing; another account's brand lists nothing.
      assert.deepEqual(
        await fixture.query("brand.signals", { brandId: profile.brandId, endDate: "2026-03-14" }),
        [],
      );
      assert.deepEqual(await fixture.query("brand.signals", { brandId: fixture.foreignBrandId }), []);
      const other = await fixture.service.createKey({
        permissions: [{ code: "GEO_BRAND_MONITOR", limit: null }],
      });
      const foreignCall = await fixture.service.call({
        method: "POST",
        url: "/v1/openapi/execute",
        key: other.apiKey,
        body: { apiCode: "brand.signals", data: { brandId: profile.brandId } },
      });
      assert.equal(foreignCall.envelope.code, 200);
      assert.deepEqual(foreignCall.envelope.data, []);
    });
  });
}
