import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { METRICS_VERSION } from "../../../src/metrics/metrics-version.ts";
import { loadBrand } from "../../../src/operations/brand-knowledge/brand-registry.ts";
import { changeBrandAliases } from "../../../src/operations/brand-knowledge/change-brand-aliases.ts";
import { reanalyzeBrand } from "../../../src/operations/reanalysis/reanalyze-brand.ts";
import { DIALECTS } from "../../support/test-databases.ts";
import {
  brandTotals,
  openTestDatabase,
  rollupSnapshot,
  rollupsFromObservations,
  seedAccount,
  seedBrand,
  storeAnswers,
  type TestAnswer,
  type TestDatabase,
} from "../brand-knowledge/knowledge-fixtures.ts";

/** 瑞幸 is the brand; some answers call it Luckin, which the analysis finds as a brand of its own. */
const WITH_ALIAS =
  "推荐以下咖啡品牌：\n1. **星巴克**：环境好，推荐。\n2. **Luckin**：性价比高，推荐。\n3. **Manner**：口味出色。";
const WITH_NAME =
  "推荐以下咖啡品牌：\n1. **瑞幸咖啡**：性价比高，推荐。\n2. **星巴克**：环境好。\n3. **Tims**：一般。";
const WITHOUT = "推荐以下咖啡品牌：\n1. **星巴克**：环境好。\n2. **Manner**：口味出色，推荐。";

function history(days: readonly string[]): TestAnswer[] {
  const answers: TestAnswer[] = [];
  for (const day of days)
    for (const platform of ["kimi", "deepseek", "baidu"])
      for (const [i, text] of [WITH_ALIAS, WITH_NAME, WITHOUT].entries())
        answers.push({ platform, day, promptId: `prompt_${i}`, text });
  return answers;
}

const DAYS = ["2026-03-01", "2026-03-02", "2026-03-31", "2026-04-01"];

for (const dialect of DIALECTS) {
  describe(`re-analysis of a brand's history (${dialect})`, () => {
    let t: TestDatabase;
    let brandId: string;
    before(async () => {
      t = await openTestDatabase(dialect);
      const accountId = await seedAccount(t.database.db, "reanalysis");
      brandId = await seedBrand(t.database.db, accountId, "瑞幸咖啡", [{ name: "星巴克" }]);
      await storeAnswers(t.database.db, brandId, history(DAYS));
    });
    after(() => t.cleanup());

    test("with nothing changed, the rebuilt rollups equal the ones the answers built as they arrived", async () => {
      const before = await rollupSnapshot(t.database.db, brandId);
      const report = await reanalyzeBrand(t.database.db, brandId, { now: Date.now });
      assert.deepEqual(report, { brandId, days: DAYS.length, answers: 36, changed: 0 });
      assert.deepEqual(await rollupSnapshot(t.database.db, brandId), before);
      const versions = await t.database.db
        .selectFrom("observations")
        .select("analysis_version")
        .where("brand_id", "=", brandId)
        .distinct()
        .execute();
      assert.deepEqual(
        versions.map((row) => row.analysis_version),
        [METRICS_VERSION],
      );
    });

    test("an alias added makes the history's unmatched mentions count, after re-analysis only", async () => {
      const db = t.database.db;
      const before = await brandTotals(db, brandId);
      assert.equal(before.mentioned, 12, "only the answers that write 瑞幸咖啡 mention the brand");
      const progress: string[] = [];
      const stored = await loadBrand(db, brandId);
      await changeBrandAliases(db, {
        accountId: stored.brand.account_id,
        stored,
        add: ["Luckin"],
        remove: [],
        now: Date.now(),
      });
      assert.deepEqual(await brandTotals(db, brandId), before, "an alias alone changes no stored figure");

      const report = await reanalyzeBrand(db, brandId, {
        since: "2026-03-02",
        now: Date.now,
        onProgress: (p) => progress.push(`${p.day} ${p.done}/${p.total}`),
      });
      assert.deepEqual(progress, ["2026-03-02 9/27", "2026-03-31 18/27", "2026-04-01 27/27"]);
      assert.equal(report.changed, 9, "the Luckin answers of the three days re-analysed");
      const after = await brandTotals(db, brandId);
      assert.equal(after.mentioned, 12 + 9, "Luckin now counts as the brand from --since on");
      assert.equal(after.observations, before.observations);
      assert.deepEqual(await rollupSnapshot(db, brandId), await rollupsFromObservationsSince(t, brandId));
      // The day before --since kept its figures (re-analysing it now moves it too).
      const first = await db
        .selectFrom("brand_platform_days")
        .select((eb) => eb.fn.sum<number>("mentioned").as("m"))
        .where("brand_id", "=", brandId)
        .where("day", "=", "2026-03-01")
        .executeTakeFirstOrThrow();
      assert.equal(Number(first.m), 3);
      await reanalyzeBrand(db, brandId, { now: Date.now });
      assert.equal((await brandTotals(db, brandId)).mentioned, 24);
      assert.deepEqual(await rollupSnapshot(db, brandId), await rollupsFromObservations(db, brandId));
      const luckinRows = await db
        .selectFrom("brand_name_days")
        .select("name")
        .where("brand_id", "=", brandId)
        .where("name_key", "=", "luckin")
        .execute();
      assert.deepEqual(luckinRows, [], "Luckin is no brand of its own any more");
    });

    test("answers written while the rebuild runs are counted exactly once", async () => {
      const db = t.database.db;
      // PostgreSQL: another pool, as another process would be. SQLite: the same handle, as the server's
      // own workers share one connection (node:sqlite's busy wait would block this one thread; another
      // process writing meanwhile is test/cli/brands-cli.test.ts).
      const writer = dialect === "postgres" ? t.openAnother() : undefined;
      const writerDb = writer?.db ?? db;
      try {
        let stop = false;
        let written = 0;
        const writing = (async () => {
          for (let seq = 1; !stop || written < 6; seq++) {
            const day = DAYS[seq % DAYS.length];
            await storeAnswers(writerDb, brandId, [
              { platform: "kimi", day, promptId: "prompt_late", text: WITH_ALIAS, seq },
              { platform: "gpt", day, promptId: "prompt_0", text: WITH_NAME, seq },
            ]);
            written += 1;
            await new Promise((resolve) => setTimeout(resolve, 1));
          }
        })();
        for (let i = 0; i < 5; i++) await reanalyzeBrand(db, brandId, { now: Date.now });
        stop = true;
        await writing;
        assert.ok(written >= 6);
        const observations = (await brandTotals(db, brandId)).observations;
        assert.equal(observations, 36 + written * 2, "every answer counted once");
        assert.deepEqual(await rollupSnapshot(db, brandId), await rollupsFromObservations(db, brandId));
      } finally {
        await writer?.close();
      }
    });
  });
}

/** The expected rollups when only the days from 2026-03-02 were re-analysed: the first day kept its old figures. */
async function rollupsFromObservationsSince(t: TestDatabase, brandId: string) {
  const expected = await rollupsFromObservations(t.database.db, brandId);
  const actual = await rollupSnapshot(t.database.db, brandId);
  // Month rows of March mix the first day (old) and later days (new): compared through the day rows.
  for (const table of [
    "brand_platform_days",
    "brand_topic_days",
    "brand_prompt_days",
    "brand_name_days",
  ] as const) {
    const laterDays = (rows: Record<string, unknown>[]) => rows.filter((row) => row.day !== "2026-03-01");
    assert.deepEqual(laterDays(actual[table]), laterDays(expected[table]), table);
  }
  return actual;
}
