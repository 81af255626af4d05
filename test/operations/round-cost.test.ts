import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { test } from "node:test";
import { promisify } from "node:util";
import { askCost, describeAskCost } from "../../src/operations/monitoring/round-cost.ts";
import { OPERATION_DEFINITIONS } from "../../src/operations/operation-definitions.ts";
import { BIN } from "../support/server-process.ts";

const TODAY = { today: "2026-11-23" };

test("a round's asks: prompts x platforms x samples (3 by default); geo.brand at most its profile's prompts", () => {
  const monitor = OPERATION_DEFINITIONS["geo.rank_monitor"].parse(
    { taskName: "t", platforms: ["kimi", "gpt"], promptTexts: ["a", "b", "c"], brandKeywords: ["X"] },
    TODAY,
  );
  const cost = askCost("geo.rank_monitor", monitor);
  assert.deepEqual([cost.asksPerRound, cost.oneOffAsks, cost.recurring], [18, 0, true]);
  assert.equal(cost.formula, "3 prompts x 2 platforms x 3 samples");
  assert.match(describeAskCost(cost), /= 18 platform asks per round .* 540 asks in 30 days/);
  assert.match(describeAskCost(cost), /1 GEO_RANK_MONITOR count .* scheduled rounds use no quota/);

  const brand = OPERATION_DEFINITIONS["geo.brand"].parse({ brandName: "Acme" }, TODAY);
  const brandCost = askCost("geo.brand", brand, { brandRepeats: 3, maxTopics: 5, promptsPerTopic: 3 });
  // Up to 15 prompts on the standard five platforms, 3 samples, plus the profile ask.
  assert.deepEqual([brandCost.asksPerRound, brandCost.oneOffAsks], [225, 1]);
  const oneSample = OPERATION_DEFINITIONS["geo.brand"].parse(
    { brandName: "Acme", repeatQueryTimes: 1 },
    TODAY,
  );
  assert.equal(askCost("geo.brand", oneSample).asksPerRound, 75);

  const ranking = OPERATION_DEFINITIONS["geo.ranking"].parse(
    { keyword: "q", brandKeyword: ["X"], platforms: ["kimi", "gpt", "baidu"] },
    TODAY,
  );
  assert.deepEqual(
    [askCost("geo.ranking", ranking).asksPerRound, askCost("geo.ranking", ranking).recurring],
    [3, false],
  );
});

test("answerlens task submit --dry-run prints the cost without a server or key; a bad request exits 2", async () => {
  const run = promisify(execFile);
  const args = [
    "task",
    "submit",
    "geo.rank_monitor",
    "--task-name",
    "t",
    "--prompt",
    "a",
    "--brand",
    "X",
    "--platform",
    "kimi,gpt",
  ];
  const { stdout } = await run(process.execPath, [BIN, ...args, "--dry-run"], {
    env: { PATH: process.env.PATH },
  });
  assert.match(stdout, /1 prompt x 2 platforms x 3 samples = 6 platform asks per round/);
  assert.match(stdout, /nothing submitted \(--dry-run\)/);
  await assert.rejects(
    run(process.execPath, [BIN, ...args, "--repeat", "4", "--dry-run"]),
    (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 2);
      assert.match(error.stderr, /data\.repeatQueryTimes must be an integer from 1 to 3/);
      return true;
    },
  );
});
