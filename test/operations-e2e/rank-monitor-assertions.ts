import assert from "node:assert/strict";
import { assertInteger, assertKeys, DATE_TIME, type Json } from "./e2e-assertions.ts";

export const RESULT_FIELDS = ["lastMonitorTime", "latestStatistics", "prompts"];
export const STATISTICS_FIELDS = [
  "totalPrompt",
  "totalMonitor",
  "totalMentioned",
  "totalExposureCountSum",
  "avgExposure",
];
export const PROMPT_FIELDS = [
  "promptId",
  "promptText",
  "promptOrder",
  "lastMonitorTime",
  "lastDetected",
  "monitorCount",
  "mentionRate",
  "totalExposureCountSum",
  "platformExposures",
  "runs",
];
export const EXPOSURE_FIELDS = ["platform", "totalExposure", "totalMentions", "avgMentioned", "monitorCount"];
export const RUN_FIELDS = [
  "runId",
  "runTime",
  "recommendedCount",
  "totalDetected",
  "totalExposure",
  "visibilityPercent",
  "platformDetails",
];
export const DETAIL_FIELDS = [
  "analysisId",
  "platform",
  "promptText",
  "status",
  "isRecommended",
  "exposureCount",
  "position",
  "citationSourceCount",
  "brandCount",
  "brandRecords",
  "sourceRecords",
];

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const sum = (list: Json[], by: (item: Json) => number) => list.reduce((total, item) => total + by(item), 0);

export interface RankRequest {
  prompts: string[];
  platforms: string[];
  repeats: number;
  /** Rounds merged so far. */
  rounds: number;
  /** The monitor's runsKept. */
  runsKept: number;
}

function assertDetail(detail: Json, where: string, promptText: string) {
  assertKeys(detail, DETAIL_FIELDS, where);
  assert.match(detail.analysisId, /^obs_[0-9a-f]{32}$/, where);
  assert.equal(detail.promptText, promptText, where);
  assert.ok(["success", "failed"].includes(detail.status), where);
  assert.ok(detail.isRecommended === 0 || detail.isRecommended === 1, where);
  for (const field of ["exposureCount", "position", "citationSourceCount", "brandCount"])
    assertInteger(detail[field], `${where} ${field}`);
  assert.equal(detail.citationSourceCount, detail.sourceRecords.length, `${where} citationSourceCount`);
  assert.equal(detail.brandCount, detail.brandRecords.length, `${where} brandCount`);
  // position 0 exactly when no brand keyword is detected.
  assert.equal(detail.position === 0, detail.exposureCount === 0, `${where} position vs exposure`);
  if (detail.isRecommended === 1) assert.ok(detail.position >= 1, `${where} recommended but not ranked`);
  if (detail.status === "failed") {
    assert.deepEqual(
      [
        detail.exposureCount,
        detail.position,
        detail.isRecommended,
        detail.brandRecords,
        detail.sourceRecords,
      ],
      [0, 0, 0, [], []],
      where,
    );
  }
  for (const brand of detail.brandRecords) {
    assertKeys(brand, ["brandName", "exposureCount", "rankingPosition"], `${where} brandRecords[]`);
    assert.equal(typeof brand.brandName, "string");
    assertInteger(brand.exposureCount, `${where} brand exposureCount`, 1);
    assertInteger(brand.rankingPosition, `${where} brand rankingPosition`, 1);
  }
  for (const source of detail.sourceRecords) {
    assertKeys(
      source,
      ["platformName", "citationUrl", "citationCount", "citationTitle", "domain"],
      `${where} sourceRecords[]`,
    );
    for (const field of ["platformName", "citationUrl", "citationTitle", "domain"])
      assert.equal(typeof source[field], "string", `${where} ${field}`);
    assertInteger(source.citationCount, `${where} citationCount`, 1);
    assert.equal(source.domain, new URL(source.citationUrl).hostname, where);
  }
}

function assertRun(run: Json, where: string, request: RankRequest, promptText: string) {
  assertKeys(run, RUN_FIELDS, where);
  assert.match(run.runId, /^run_[0-9a-f]{32}$/, where);
  assert.match(run.runTime, DATE_TIME, where);
  for (const field of ["recommendedCount", "totalDetected", "totalExposure", "visibilityPercent"])
    assertInteger(run[field], `${where} ${field}`);
  // One detail per answer: platforms in the monitor's order, each repeated repeatQueryTimes times.
  assert.deepEqual(
    run.platformDetails.map((d: Json) => d.platform),
    request.platforms.flatMap((p) => Array.from({ length: request.repeats }, () => p)),
    `${where} details`,
  );
  run.platformDetails.forEach((detail: Json, i: number) => {
    assertDetail(detail, `${where} detail ${i}`, promptText);
  });
  const succeeded = run.platformDetails.filter((d: Json) => d.status === "success");
  const detected = succeeded.filter((d: Json) => d.exposureCount > 0).length;
  assert.equal(run.recommendedCount, succeeded.filter((d: Json) => d.isRecommended === 1).length, where);
  assert.equal(run.totalDetected, detected, where);
  assert.equal(
    run.totalExposure,
    sum(succeeded, (d) => d.exposureCount),
    where,
  );
  const visibility = succeeded.length === 0 ? 0 : Math.round((detected / succeeded.length) * 100);
  assert.equal(run.visibilityPercent, visibility, where);
}

/** Every field and type of spec 2.5, and every figure recomputed from the listed details. */
export function assertRankMonitorResult(result: Json, request: RankRequest): void {
  assertKeys(result, RESULT_FIELDS, "result");
  assert.match(result.lastMonitorTime, DATE_TIME);
  assert.equal(result.prompts.length, request.prompts.length);
  const complete = request.rounds <= request.runsKept;
  result.prompts.forEach((prompt: Json, i: number) => {
    const where = `prompts[${i}]`;
    assertKeys(prompt, PROMPT_FIELDS, where);
    assert.match(prompt.promptId, /^prompt_[0-9a-f]{32}$/);
    assert.equal(prompt.promptText, request.prompts[i]);
    assert.equal(prompt.promptOrder, i + 1);
    assert.match(prompt.lastMonitorTime, DATE_TIME);
    assert.ok(prompt.lastDetected === "" || DATE_TIME.test(prompt.lastDetected), where);
    assertInteger(prompt.monitorCount, `${where} monitorCount`);
    assertInteger(prompt.totalExposureCountSum, `${where} totalExposureCountSum`);
    assert.equal(prompt.monitorCount, request.rounds, `${where} one run per round`);
    assert.equal(prompt.runs.length, Math.min(request.rounds, request.runsKept), `${where} runs kept`);
    assert.equal(typeof prompt.mentionRate, "number");
    assert.ok(prompt.mentionRate >= 0 && prompt.mentionRate <= 100);
    assert.equal(new Set(prompt.runs.map((r: Json) => r.runId)).size, prompt.runs.length, "run ids differ");
    prompt.runs.forEach((run: Json, j: number) => {
      assertRun(run, `${where} run ${j}`, request, prompt.promptText);
      if (j > 0) assert.ok(prompt.runs[j - 1].runTime >= run.runTime, `${where} runs newest first`);
    });
    assert.equal(prompt.lastMonitorTime, prompt.runs[0].runTime, `${where} lastMonitorTime`);
    assert.deepEqual(
      prompt.platformExposures.map((p: Json) => p.platform),
      request.platforms,
      `${where} one exposure entry per platform, in order`,
    );
    for (const exposure of prompt.platformExposures) {
      assertKeys(exposure, EXPOSURE_FIELDS, `${where} platformExposures[]`);
      for (const field of ["totalExposure", "totalMentions", "monitorCount"])
        assertInteger(exposure[field], `${where} ${field}`);
      assert.equal(exposure.avgMentioned, rate(exposure.totalMentions, exposure.monitorCount));
    }
    const exposures = prompt.platformExposures;
    assert.equal(
      prompt.totalExposureCountSum,
      sum(exposures, (p) => p.totalExposure),
    );
    assert.equal(
      prompt.mentionRate,
      rate(
        sum(exposures, (p) => p.totalMentions),
        sum(exposures, (p) => p.monitorCount),
      ),
    );
    if (!complete) return;
    // With every run still listed, the cumulative figures are the listed details' figures.
    const details = prompt.runs.flatMap((r: Json) => r.platformDetails);
    for (const exposure of exposures) {
      const mine = details.filter((d: Json) => d.platform === exposure.platform && d.status === "success");
      assert.equal(exposure.monitorCount, mine.length, `${where} ${exposure.platform} monitorCount`);
      assert.equal(
        exposure.totalExposure,
        sum(mine, (d) => d.exposureCount),
      );
      assert.equal(exposure.totalMentions, mine.filter((d: Json) => d.exposureCount > 0).length);
    }
    const detectedRun = prompt.runs.find((r: Json) => r.totalDetected > 0);
    assert.equal(prompt.lastDetected, detectedRun ? detectedRun.runTime : "", `${where} lastDetected`);
  });
  const prompts = result.prompts;
  assert.equal(
    result.lastMonitorTime,
    prompts
      .map((p: Json) => p.lastMonitorTime)
      .sort()
      .at(-1),
    "lastMonitorTime is the newest run",
  );
  const answers = sum(prompts, (p) => sum(p.platformExposures, (e) => e.monitorCount));
  if (answers === 0) {
    assert.equal(result.latestStatistics, null);
    return;
  }
  const stats = result.latestStatistics;
  assertKeys(stats, STATISTICS_FIELDS, "latestStatistics");
  for (const field of ["totalPrompt", "totalMonitor", "totalMentioned", "totalExposureCountSum"])
    assertInteger(stats[field], field);
  assert.equal(stats.totalPrompt, request.prompts.length);
  assert.equal(stats.totalMonitor, request.prompts.length * request.rounds, "totalMonitor = runs so far");
  const mentioned = sum(prompts, (p) => sum(p.platformExposures, (e) => e.totalMentions));
  assert.equal(stats.totalMentioned, mentioned);
  assert.equal(
    stats.totalExposureCountSum,
    sum(prompts, (p) => p.totalExposureCountSum),
  );
  assert.equal(stats.avgExposure, rate(mentioned, answers));
}
