import assert from "node:assert/strict";
import { test } from "node:test";
import {
  DEFAULT_REPEAT_QUERY_TIMES,
  geoRankMonitorParams,
} from "../../src/operations/geo-rank-monitor/geo-rank-monitor-params.ts";
import { astral } from "./assert-service-error.ts";
import { TEST_CONTEXT, testRejections } from "./reject-cases.ts";

const valid = {
  taskName: "扫地机器人月度监测",
  platforms: ["baidu", "kimi"],
  promptTexts: ["哪款扫地机器人最好？", "扫地机器人怎么选？"],
  brandKeywords: ["石头"],
};
const parse = (data: unknown) => geoRankMonitorParams.parse(data, TEST_CONTEXT);

test("geo.rank_monitor parses a valid request; repeatQueryTimes defaults to 3 samples", () => {
  assert.equal(DEFAULT_REPEAT_QUERY_TIMES, 3);
  assert.deepEqual(parse(valid), { ...valid, repeatQueryTimes: DEFAULT_REPEAT_QUERY_TIMES });
  assert.equal(parse({ ...valid, repeatQueryTimes: null }).repeatQueryTimes, DEFAULT_REPEAT_QUERY_TIMES);
});

test("geo.rank_monitor accepts repeatQueryTimes 1, 2, 3 and 2.0", () => {
  for (const times of [1, 2, 3])
    assert.equal(parse({ ...valid, repeatQueryTimes: times }).repeatQueryTimes, times);
  assert.equal(
    parse(
      JSON.parse(
        '{"taskName":"t","platforms":["baidu"],"promptTexts":["p"],"brandKeywords":["b"],"repeatQueryTimes":2.0}',
      ),
    ).repeatQueryTimes,
    2,
  );
});

test("geo.rank_monitor: taskName of exactly 200 characters passes, trimmed", () => {
  assert.equal(parse({ ...valid, taskName: ` ${astral(200)} ` }).taskName, astral(200));
  assert.equal(parse({ ...valid, taskName: "名".repeat(200) }).taskName.length, 200);
});

test("geo.rank_monitor: 100 prompts of 500 characters pass", () => {
  const promptTexts = Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(500, "问"));
  assert.equal(parse({ ...valid, promptTexts }).promptTexts.length, 100);
});

const repeatMessage = "data.repeatQueryTimes must be an integer from 1 to 3";
testRejections(geoRankMonitorParams, valid, [
  {
    name: "a missing taskName",
    change: { taskName: undefined },
    code: 400,
    parts: ["data.taskName is required"],
  },
  {
    name: "an empty taskName",
    change: { taskName: "" },
    code: 400,
    parts: ["data.taskName must not be empty"],
  },
  {
    name: "a blank taskName",
    change: { taskName: " \u3000" },
    code: 400,
    parts: ["data.taskName must not be empty"],
  },
  {
    name: "a numeric taskName",
    change: { taskName: 1 },
    code: 400,
    parts: ["data.taskName must be a string"],
  },
  {
    name: "a 201-character taskName",
    change: { taskName: astral(201) },
    code: 400,
    parts: ["data.taskName must be at most 200 characters (got 201)"],
  },
  {
    name: "missing platforms",
    change: { platforms: undefined },
    code: 400,
    parts: ["data.platforms is required"],
  },
  {
    name: "empty platforms",
    change: { platforms: [] },
    code: 400,
    parts: ["data.platforms must have at least 1 item"],
  },
  {
    name: "an empty platform item",
    change: { platforms: ["baidu", ""] },
    code: 400,
    parts: ["data.platforms[1] must not be empty"],
  },
  {
    name: "an unknown platform",
    change: { platforms: ["baidu", "bing"] },
    code: 400,
    parts: ['data.platforms[1] "bing"'],
  },
  {
    name: "a repeated platform",
    change: { platforms: ["baidu", "baidu"] },
    code: 400,
    parts: ["data.platforms[1]", "repeats"],
  },
  {
    name: "missing promptTexts",
    change: { promptTexts: undefined },
    code: 400,
    parts: ["data.promptTexts is required"],
  },
  {
    name: "empty promptTexts",
    change: { promptTexts: [] },
    code: 400,
    parts: ["data.promptTexts must have at least 1 item"],
  },
  {
    name: "promptTexts as a string",
    change: { promptTexts: "q" },
    code: 400,
    parts: ["data.promptTexts must be an array"],
  },
  {
    name: "an empty prompt",
    change: { promptTexts: ["q", " "] },
    code: 400,
    parts: ["data.promptTexts[1] must not be empty"],
  },
  {
    name: "a null prompt",
    change: { promptTexts: [null] },
    code: 400,
    parts: ["data.promptTexts[0] must be a string, got null"],
  },
  {
    name: "a repeated prompt",
    change: { promptTexts: ["q", "q"] },
    code: 400,
    parts: ["data.promptTexts[1]", "repeats data.promptTexts[0]"],
  },
  {
    name: "101 prompts",
    change: { promptTexts: Array.from({ length: 101 }, (_, i) => `q${i}`) },
    code: 400,
    parts: ["data.promptTexts must have at most 100 items (got 101)"],
  },
  {
    name: "a 501-character prompt",
    change: { promptTexts: ["问".repeat(501)] },
    code: 400,
    parts: ["data.promptTexts[0]", "500"],
  },
  {
    name: "missing brandKeywords",
    change: { brandKeywords: undefined },
    code: 400,
    parts: ["data.brandKeywords is required"],
  },
  {
    name: "empty brandKeywords",
    change: { brandKeywords: [] },
    code: 400,
    parts: ["data.brandKeywords must have at least 1 item"],
  },
  {
    name: "an empty brand word",
    change: { brandKeywords: [""] },
    code: 400,
    parts: ["data.brandKeywords[0] must not be empty"],
  },
  {
    name: "51 brand words",
    change: { brandKeywords: Array.from({ length: 51 }, (_, i) => `b${i}`) },
    code: 400,
    parts: ["data.brandKeywords must have at most 50 items"],
  },
  { name: "repeatQueryTimes 0", change: { repeatQueryTimes: 0 }, code: 400, parts: [repeatMessage] },
  { name: "repeatQueryTimes 4", change: { repeatQueryTimes: 4 }, code: 400, parts: [repeatMessage] },
  { name: "repeatQueryTimes -1", change: { repeatQueryTimes: -1 }, code: 400, parts: [repeatMessage] },
  { name: "repeatQueryTimes 1.5", change: { repeatQueryTimes: 1.5 }, code: 400, parts: [repeatMessage] },
  { name: 'repeatQueryTimes "2"', change: { repeatQueryTimes: "2" }, code: 400, parts: [repeatMessage] },
  { name: "repeatQueryTimes true", change: { repeatQueryTimes: true }, code: 400, parts: [repeatMessage] },
  { name: "repeatQueryTimes [2]", change: { repeatQueryTimes: [2] }, code: 400, parts: [repeatMessage] },
]);
