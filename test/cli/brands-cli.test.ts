import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { METRICS_VERSION } from "../../src/metrics/metrics-version.ts";
import { addDays } from "../../src/util/time.ts";
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
} from "../operations/brand-knowledge/knowledge-fixtures.ts";
import { runCli } from "../support/run-cli.ts";
import { DIALECTS } from "../support/test-databases.ts";

const cli = runCli;

const LUCKIN =
  "推荐以下咖啡品牌：\n1. **星巴克**：环境好，推荐。\n2. **Luckin**：性价比高，推荐。\n3. **Manner**：口味出色。";
const NAMED =
  "推荐以下咖啡品牌：\n1. **瑞幸咖啡**：性价比高，推荐。\n2. **Manner**：环境好。\n3. **Tims**：一般。";
const FIRST_DAY = "2026-03-01";
const DAYS = Array.from({ length: 20 }, (_, i) => addDays(FIRST_DAY, i));

for (const dialect of DIALECTS) {
  describe(`answerlens brands and reanalyze (${dialect})`, () => {
    let t: TestDatabase;
    let brandId: string;
    before(async () => {
      t = await openTestDatabase(dialect);
      const accountId = await seedAccount(t.database.db, "cli");
      brandId = await seedBrand(t.database.db, accountId, "瑞幸咖啡", [{ name: "星巴克" }]);
      const answers: TestAnswer[] = [];
      for (const day of DAYS)
        for (const platform of ["kimi", "deepseek", "baidu"])
          answers.push(
            { platform, day, promptId: "prompt_a", text: LUCKIN },
            { platform, day, promptId: "prompt_b", text: NAMED },
          );
      await storeAnswers(t.database.db, brandId, answers);
    });
    after(() => t.cleanup());

    test("candidates, alias, reject, merge on the local database; usage mistakes exit 2", async () => {
      const listed = await cli(["brands", "candidates", "--brand", brandId, ...t.storage, "--json"]);
      assert.equal(listed.code, 0, listed.stderr);
      const listing = JSON.parse(listed.stdout);
      assert.equal(listing.brandName, "瑞幸咖啡");
      assert.deepEqual(
        listing.names
          .slice(0, 3)
          .map((n: { name: string; standing: string; answers: number }) => [n.name, n.standing, n.answers]),
        [
          ["Manner", "learned", 120],
          ["Luckin", "learned", 60],
          ["Tims", "learned", 60],
        ],
      );
      const table = await cli(["brands", "candidates", "--brand", brandId, ...t.storage]);
      assert.match(table.stdout, /NAME\s+STANDING\s+ANSWERS/);

      const alias = await cli(["brands", "alias", "--brand", brandId, "--add", "Luckin", ...t.storage]);
      assert.equal(alias.code, 0, alias.stderr);
      assert.deepEqual(JSON.parse(alias.stdout), { subject: "brand", name: "瑞幸咖啡", aliases: ["Luckin"] });
      assert.match(alias.stderr, /answerlens reanalyze --brand/);

      const reject = await cli(["brands", "reject", "--brand", brandId, "Tims", ...t.storage]);
      assert.equal(reject.code, 0, reject.stderr);
      assert.equal(JSON.parse(reject.stdout).standing, "rejected");
      const merge = await cli([
        "brands",
        "merge",
        "--brand",
        brandId,
        "Manner",
        "--into",
        "星巴克",
        ...t.storage,
      ]);
      assert.equal(merge.code, 0, merge.stderr);
      assert.deepEqual(JSON.parse(merge.stdout).aliases, ["Manner"]);

      const refused = await cli(["brands", "reject", "--brand", brandId, "瑞幸咖啡", ...t.storage]);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /the brand itself/);
      assert.equal((await cli(["brands", "candidates", "--brand", "brand_nope", ...t.storage])).code, 1);
      assert.equal((await cli(["brands", "candidates", ...t.storage])).code, 2);
      assert.equal((await cli(["brands", "famous", "--brand", brandId, ...t.storage])).code, 2);
      assert.equal((await cli(["brands", "alias", "--brand", brandId, ...t.storage])).code, 2);
      assert.equal((await cli(["reanalyze", "--since", "March", ...t.storage])).code, 2);
    });

    test("reanalyze applies the decisions to history with progress, while another process writes answers", async () => {
      const db = t.database.db;
      const before = await brandTotals(db, brandId);
      const running = cli(["reanalyze", "--brand", brandId, "--since", DAYS[5], ...t.storage]);
      let settled = false;
      running.then(() => {
        settled = true;
      });
      let written = 0;
      while (!settled || written < 3) {
        written += 1;
        await storeAnswers(db, brandId, [
          {
            platform: "gpt",
            day: DAYS[(written * 7) % DAYS.length],
            promptId: "prompt_c",
            text: LUCKIN,
            seq: written,
          },
        ]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const result = await running;
      assert.equal(result.code, 0, result.stderr);
      const progress = result.stderr.trim().split("\n");
      assert.equal(progress.length, 15, "one line per day re-analysed");
      assert.match(progress.at(-1) ?? "", /^reanalyze brand_\w+ 2026-03-20: \d+\/\d+ answers \(\d+\/s\)$/);
      assert.match(result.stdout, new RegExp(`answers re-analysed with metrics version ${METRICS_VERSION}`));

      // The answers of the re-analysed days now follow the alias; every answer counted once.
      const after = await brandTotals(db, brandId);
      assert.equal(after.observations, before.observations + written);
      assert.ok(after.mentioned > before.mentioned, "Luckin now counts as the brand");
      const [actual, expected] = [
        await rollupSnapshot(db, brandId),
        await rollupsFromObservations(db, brandId),
      ];
      const reanalysedDays = (rows: Record<string, unknown>[]) =>
        rows.filter((row) => typeof row.day === "string" && row.day >= DAYS[5]);
      for (const table of ["brand_platform_days", "brand_prompt_days", "brand_name_days"] as const)
        assert.deepEqual(reanalysedDays(actual[table]), reanalysedDays(expected[table]), table);

      const all = await cli(["reanalyze", ...t.storage, "--json"]);
      assert.equal(all.code, 0, all.stderr);
      assert.equal(
        JSON.parse(all.stdout).brands[0].changed,
        5 * 6,
        "only the five days before --since were still analysed without the decisions",
      );
      assert.deepEqual(await rollupSnapshot(db, brandId), await rollupsFromObservations(db, brandId));
    });
  });
}
