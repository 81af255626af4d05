import assert from "node:assert/strict";
import { test } from "node:test";
import { ConfigError, loadConfig } from "../../src/config/config.ts";

test("generator, suggestion and provider settings have documented defaults", () => {
  const config = loadConfig({ env: {} });
  assert.deepEqual(config.generator, { platform: "deepseek", maxQuestions: 10 });
  assert.equal(config.suggestionUrl, null);
  assert.deepEqual(config.providers, { siteRank: "none", indexStatus: "none", heat: "none" });
});

test("the environment sets them", () => {
  const config = loadConfig({
    env: {
      ANSWERLENS_GENERATOR_PLATFORM: "kimi",
      ANSWERLENS_GENERATOR_MAX_QUESTIONS: "5",
      ANSWERLENS_SUGGESTION_URL: "https://www.baidu.com",
    },
  });
  assert.deepEqual(config.generator, { platform: "kimi", maxQuestions: 5 });
  assert.equal(config.suggestionUrl, "https://www.baidu.com");
});

test("a bad value stops start-up with a message naming the setting", () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ ANSWERLENS_GENERATOR_PLATFORM: "chatgpt" }, /generator\.platform: "chatgpt" is not a platform code/],
    [{ ANSWERLENS_GENERATOR_MAX_QUESTIONS: "0" }, /ANSWERLENS_GENERATOR_MAX_QUESTIONS: must be from 1 to 50/],
    [{ ANSWERLENS_SUGGESTION_URL: "www.baidu.com" }, /suggestion\.baseUrl must be an http\(s\) URL/],
    [
      { ANSWERLENS_SITE_RANK_PROVIDER: "aizhan" },
      /providers\.siteRank: "aizhan" is not a known provider; choose one of: none/,
    ],
    [{ ANSWERLENS_HEAT_PROVIDER: "toString" }, /providers\.heat: "toString" is not a known provider/],
  ];
  for (const [env, message] of cases)
    assert.throws(
      () => loadConfig({ env }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, message);
        return true;
      },
    );
});
