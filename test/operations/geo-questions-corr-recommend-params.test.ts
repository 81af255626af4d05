import assert from "node:assert/strict";
import { test } from "node:test";
import { geoQuestionsCorrRecommendParams } from "../../src/operations/geo-questions-corr-recommend/geo-questions-corr-recommend-params.ts";
import { astral } from "./assert-service-error.ts";
import { TEST_CONTEXT, testRejections } from "./reject-cases.ts";

test("geo.questions_corr_recommend parses a trimmed keyword up to 500 characters", () => {
  assert.deepEqual(geoQuestionsCorrRecommendParams.parse({ keyword: " 扫地机器人 " }, TEST_CONTEXT), {
    keyword: "扫地机器人",
  });
  assert.equal(
    geoQuestionsCorrRecommendParams.parse({ keyword: astral(500) }, TEST_CONTEXT).keyword,
    astral(500),
  );
  assert.equal(geoQuestionsCorrRecommendParams.kind, "immediate");
});

testRejections(geoQuestionsCorrRecommendParams, { keyword: "k" }, [
  {
    name: "a missing keyword",
    change: { keyword: undefined },
    code: 400,
    parts: ["data.keyword is required"],
  },
  { name: "an empty keyword", change: { keyword: "" }, code: 400, parts: ["data.keyword must not be empty"] },
  {
    name: "a blank keyword",
    change: { keyword: "\t " },
    code: 400,
    parts: ["data.keyword must not be empty"],
  },
  { name: "a numeric keyword", change: { keyword: 0 }, code: 400, parts: ["data.keyword must be a string"] },
  {
    name: "a 501-character keyword",
    change: { keyword: astral(501) },
    code: 400,
    parts: ["data.keyword must be at most 500"],
  },
]);
