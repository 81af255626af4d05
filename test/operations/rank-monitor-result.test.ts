import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { AnswerAnalysis, TargetAnalysis } from "../../src/analysis/analysis-types.ts";
import { mergeRoundIntoResult } from "../../src/operations/geo-rank-monitor/rank-monitor-result.ts";
import {
  buildRoundRuns,
  platformDetail,
  type RoundAnswer,
  runIdOf,
  summarizeRun,
} from "../../src/operations/geo-rank-monitor/rank-monitor-runs.ts";
import type { RankMonitorResult, RankRun } from "../../src/operations/geo-rank-monitor/rank-monitor-types.ts";
import {
  DEFAULT_RANK_RUNS_KEPT,
  parseRankMonitorSettings,
  runsKeptFor,
} from "../../src/operations/monitoring/rank-monitor-settings.ts";

function target(brandKeyword: string, exposureCount: number, position: number, isRecommended: 0 | 1 = 0) {
  return {
    brandKeyword,
    isRecommended,
    exposureCount,
    recommendCount: isRecommended,
    position,
    sentiment: "中性",
    sentimentScore: 50,
    evidence: [],
  } satisfies TargetAnalysis;
}

function source(ranking: number, host: string) {
  return {
    websiteName: host,
    title: `title ${ranking}`,
    url: `https://${host}/page${ranking}`,
    domain: host,
    ranking,
    registrableDomain: host,
    websiteType: "其他" as const,
  };
}

/** An answer whose targets are given; its brand records are the mentioned targets plus one other brand. */
function answer(
  id: string,
  platform: string,
  targets: TargetAnalysis[],
  extra: Partial<RoundAnswer> = {},
): RoundAnswer {
  const analysis: AnswerAnalysis = {
    targets,
    brandRecords: [
      ...targets
        .filter((t) => t.exposureCount > 0)
        .map((t) => ({
          brandName: t.brandKeyword,
          sentiment: "中性" as const,
          visibilityCount: t.exposureCount,
          sentimentScore: 50,
          position: t.position,
          kind: "target" as const,
        })),
      {
        brandName: "其他",
        sentiment: "中性",
        visibilityCount: 1,
        sentimentScore: 50,
        position: 9,
        kind: "discovered",
      },
    ],
    sourceRecords: [],
    candidates: [],
  };
  return {
    id,
    platform,
    promptId: "p1",
    repeatIndex: 0,
    status: "completed",
    text: "answer",
    citations: [],
    analysis,
    ...extra,
  };
}

const failed = (id: string, platform: string, promptId = "p1"): RoundAnswer => ({
  id,
  platform,
  promptId,
  repeatIndex: 0,
  status: "failed",
  text: null,
  citations: [],
  analysis: null,
});

describe("rank monitor platform details", () => {
  test("several keywords: recommended when any is, exposures summed, the best non-zero position", () => {
    const detail = platformDetail(
      answer("obs_1", "kimi", [target("甲", 2, 3), target("乙", 1, 2, 1), target("丙", 0, 0)]),
      "问题",
    );
    assert.deepEqual(
      [detail.status, detail.isRecommended, detail.exposureCount, detail.position, detail.brandCount],
      ["success", 1, 3, 2, 3],
    );
    assert.deepEqual(detail.brandRecords, [
      { brandName: "甲", exposureCount: 2, rankingPosition: 3 },
      { brandName: "乙", exposureCount: 1, rankingPosition: 2 },
      { brandName: "其他", exposureCount: 1, rankingPosition: 9 },
    ]);
    assert.equal(detail.analysisId, "obs_1");
    assert.equal(detail.promptText, "问题");
  });

  test("no keyword mentioned: position 0, exposure 0, not recommended", () => {
    const detail = platformDetail(answer("obs_2", "kimi", [target("甲", 0, 0), target("乙", 0, 0)]), "问题");
    assert.deepEqual([detail.isRecommended, detail.exposureCount, detail.position], [0, 0, 0]);
  });

  test("citationCount counts the inline markers of each source; a listed source counts once at least", () => {
    const base = answer("obs_3", "kimi", [target("甲", 1, 1)], {
      text: "甲很好[1][1]，也可以看看[2]。",
      citations: [
        { url: "https://a.example/page1" },
        { url: "https://b.example/page2" },
        { url: "https://c.example/page3" },
      ],
    });
    const analysis = base.analysis as AnswerAnalysis;
    analysis.sourceRecords = [source(1, "a.example"), source(2, "b.example"), source(3, "c.example")];
    const detail = platformDetail(base, "问题");
    assert.equal(detail.citationSourceCount, 3);
    assert.deepEqual(
      detail.sourceRecords.map((s) => [
        s.platformName,
        s.citationUrl,
        s.citationCount,
        s.citationTitle,
        s.domain,
      ]),
      [
        ["a.example", "https://a.example/page1", 2, "title 1", "a.example"],
        ["b.example", "https://b.example/page2", 1, "title 2", "b.example"],
        ["c.example", "https://c.example/page3", 1, "title 3", "c.example"],
      ],
    );
  });

  test("a failed ask is a failed detail with zero figures and empty lists", () => {
    assert.deepEqual(platformDetail(failed("obs_4", "baidu"), "问题"), {
      analysisId: "obs_4",
      platform: "baidu",
      promptText: "问题",
      status: "failed",
      isRecommended: 0,
      exposureCount: 0,
      position: 0,
      citationSourceCount: 0,
      brandCount: 0,
      brandRecords: [],
      sourceRecords: [],
    });
  });

  test("run figures count completed details only; visibilityPercent is an integer", () => {
    const details = [
      platformDetail(answer("a", "kimi", [target("甲", 3, 1, 1)]), "q"),
      platformDetail(answer("b", "baidu", [target("甲", 0, 0)]), "q"),
      platformDetail(answer("c", "deepseek", [target("甲", 1, 4)]), "q"),
      platformDetail(failed("d", "gpt"), "q"),
    ];
    const run = summarizeRun("run_x", "2025-01-01 08:00:00", details);
    assert.deepEqual(
      [run.recommendedCount, run.totalDetected, run.totalExposure, run.visibilityPercent],
      [1, 2, 4, 67],
    );
    assert.equal(summarizeRun("run_y", "2025-01-01 08:00:00", [details[3]]).visibilityPercent, 0);
  });

  test("a round's runs: one per prompt, details in platform order then repeat, stable run ids", () => {
    const runs = buildRoundRuns({
      roundId: "task_r",
      runTime: "2025-01-01 08:00:00",
      prompts: [
        { id: "p1", text: "一" },
        { id: "p2", text: "二" },
      ],
      platforms: ["kimi", "baidu"],
      answers: [
        answer("b1", "baidu", [target("甲", 1, 1)], { repeatIndex: 1 }),
        answer("k1", "kimi", [target("甲", 1, 1)], { repeatIndex: 1 }),
        answer("b0", "baidu", [target("甲", 1, 1)]),
        answer("k0", "kimi", [target("甲", 1, 1)]),
      ],
    });
    assert.deepEqual(
      runs.get("p1")?.platformDetails.map((d) => d.analysisId),
      ["k0", "k1", "b0", "b1"],
    );
    assert.equal(runs.get("p1")?.runId, runIdOf("task_r", "p1"));
    assert.match(runIdOf("task_r", "p1"), /^run_[0-9a-f]{32}$/);
    assert.notEqual(runIdOf("task_r", "p1"), runIdOf("task_r", "p2"));
    // A prompt without answers has a run with an empty detail list (valid per spec 2.5).
    assert.deepEqual(runs.get("p2")?.platformDetails, []);
  });
});

const PROMPTS = [{ id: "p1", text: "一", order: 1 }];
const PLATFORMS = ["kimi", "baidu"];

function run(id: string, time: string, answers: RoundAnswer[]): RankRun {
  return summarizeRun(
    id,
    time,
    answers.map((a) => platformDetail(a, "一")),
  );
}

function merge(previous: RankMonitorResult | null, next: RankRun, runsKept = 7) {
  return mergeRoundIntoResult(previous, {
    prompts: PROMPTS,
    platforms: PLATFORMS,
    runs: new Map([["p1", next]]),
    runsKept,
  });
}

describe("rank monitor result merge", () => {
  const day1 = run("run_1", "2025-01-01 08:00:00", [
    answer("a", "kimi", [target("甲", 2, 1, 1)]),
    answer("b", "baidu", [target("甲", 0, 0)]),
  ]);
  const day2 = run("run_2", "2025-01-02 08:00:00", [
    answer("c", "kimi", [target("甲", 0, 0)]),
    failed("d", "baidu"),
  ]);
  const day3 = run("run_3", "2025-01-03 08:00:00", [
    answer("e", "kimi", [target("甲", 1, 2)]),
    answer("f", "baidu", [target("甲", 3, 1)]),
  ]);

  test("the first round: counters, rates and statistics by hand", () => {
    const result = merge(null, day1);
    assert.equal(result.lastMonitorTime, "2025-01-01 08:00:00");
    const [prompt] = result.prompts;
    assert.deepEqual(
      [prompt.monitorCount, prompt.mentionRate, prompt.totalExposureCountSum, prompt.lastDetected],
      [1, 50, 2, "2025-01-01 08:00:00"],
    );
    assert.deepEqual(prompt.platformExposures, [
      { platform: "kimi", totalExposure: 2, totalMentions: 1, avgMentioned: 100, monitorCount: 1 },
      { platform: "baidu", totalExposure: 0, totalMentions: 0, avgMentioned: 0, monitorCount: 1 },
    ]);
    assert.deepEqual(result.latestStatistics, {
      totalPrompt: 1,
      totalMonitor: 1,
      totalMentioned: 1,
      totalExposureCountSum: 2,
      avgExposure: 50,
    });
  });

  test("three rounds with runsKept 2: newest two runs listed, counters over all three", () => {
    const first = merge(null, day1, 2);
    const snapshot = JSON.stringify(first);
    const result = merge(merge(first, day2, 2), day3, 2);
    assert.equal(JSON.stringify(first), snapshot, "the previous result is not modified");
    const [prompt] = result.prompts;
    assert.deepEqual(
      prompt.runs.map((r) => r.runId),
      ["run_3", "run_2"],
    );
    assert.equal(prompt.monitorCount, 3);
    // kimi: 3 answers, mentioned in 2, exposure 3; baidu: 2 completed (one failed), mentioned in 1, exposure 3.
    assert.deepEqual(prompt.platformExposures, [
      { platform: "kimi", totalExposure: 3, totalMentions: 2, avgMentioned: 66.67, monitorCount: 3 },
      { platform: "baidu", totalExposure: 3, totalMentions: 1, avgMentioned: 50, monitorCount: 2 },
    ]);
    assert.equal(prompt.mentionRate, 60);
    assert.equal(prompt.totalExposureCountSum, 6);
    assert.equal(prompt.lastDetected, "2025-01-03 08:00:00");
    assert.deepEqual(result.latestStatistics, {
      totalPrompt: 1,
      totalMonitor: 3,
      totalMentioned: 3,
      totalExposureCountSum: 6,
      avgExposure: 60,
    });
  });

  test("a run merged again changes nothing", () => {
    const once = merge(merge(null, day1), day2);
    assert.deepEqual(merge(once, day2), once);
  });

  test("an older round merged late sorts behind the newer one", () => {
    const result = merge(merge(null, day3), day1);
    assert.deepEqual(
      result.prompts[0].runs.map((r) => r.runId),
      ["run_3", "run_1"],
    );
    assert.equal(result.lastMonitorTime, "2025-01-03 08:00:00");
    assert.equal(result.prompts[0].lastMonitorTime, "2025-01-03 08:00:00");
    assert.equal(result.prompts[0].lastDetected, "2025-01-03 08:00:00");
  });

  test("nothing completed: statistics null, the run still counts, lastDetected empty", () => {
    const result = merge(
      null,
      run("run_f", "2025-01-01 08:00:00", [failed("x", "kimi"), failed("y", "baidu")]),
    );
    assert.equal(result.latestStatistics, null);
    const [prompt] = result.prompts;
    assert.deepEqual(
      [prompt.monitorCount, prompt.mentionRate, prompt.lastDetected, prompt.runs.length],
      [1, 0, "", 1],
    );
  });

  test("never detected: lastDetected stays empty through rounds", () => {
    const quiet = run("run_q", "2025-01-04 08:00:00", [answer("q", "kimi", [target("甲", 0, 0)])]);
    const result = merge(merge(null, day2), quiet);
    assert.equal(result.prompts[0].lastDetected, "");
    assert.equal(result.latestStatistics?.avgExposure, 0);
  });

  test("a prompt without a run in the round keeps its entry (empty lists are valid)", () => {
    const result = mergeRoundIntoResult(null, {
      prompts: PROMPTS,
      platforms: PLATFORMS,
      runs: new Map(),
      runsKept: 7,
    });
    assert.deepEqual(result, {
      lastMonitorTime: "",
      latestStatistics: null,
      prompts: [
        {
          promptId: "p1",
          promptText: "一",
          promptOrder: 1,
          lastMonitorTime: "",
          lastDetected: "",
          monitorCount: 0,
          mentionRate: 0,
          totalExposureCountSum: 0,
          platformExposures: [
            { platform: "kimi", totalExposure: 0, totalMentions: 0, avgMentioned: 0, monitorCount: 0 },
            { platform: "baidu", totalExposure: 0, totalMentions: 0, avgMentioned: 0, monitorCount: 0 },
          ],
          runs: [],
        },
      ],
    });
  });
});

describe("rank monitor settings", () => {
  test("runs kept: 7 for small monitors, fewer past the detail budget, never under 1", () => {
    assert.deepEqual([1, 6, 285, 286, 300, 1000, 2000, 3000].map(runsKeptFor), [7, 7, 7, 6, 6, 2, 1, 1]);
  });

  test("stored settings: runsKept defaults when absent; a malformed row throws", () => {
    const stored = { taskName: "m", platforms: ["kimi"], brandKeywords: ["甲"], repeatQueryTimes: 2 };
    assert.equal(parseRankMonitorSettings(JSON.stringify(stored)).runsKept, DEFAULT_RANK_RUNS_KEPT);
    assert.equal(parseRankMonitorSettings(JSON.stringify({ ...stored, runsKept: 2 })).runsKept, 2);
    assert.throws(
      () => parseRankMonitorSettings(JSON.stringify({ ...stored, platforms: "kimi" })),
      /malformed/,
    );
  });
});
