import assert from "node:assert/strict";
import { test } from "node:test";
import { PLATFORM_CODES } from "../../src/platforms/platform-codes.ts";
import { platformEnvNames, resolvePlatformConfigs } from "../../src/platforms/platform-config.ts";

test("defaults cover all ten codes with real https endpoints; quark says it has no API", () => {
  const configs = resolvePlatformConfigs(undefined, {});
  assert.deepEqual(Object.keys(configs).sort(), [...PLATFORM_CODES].sort());
  for (const code of PLATFORM_CODES) {
    const config = configs[code];
    assert.equal(config.platform, code);
    assert.equal(config.apiKey, null);
    assert.equal(config.sandbox, false);
    if (code === "quark") assert.equal(config.adapter, "unavailable");
    else assert.match(config.baseUrl, /^https:\/\/[a-z0-9.-]+\.(com|cn|ai)(\/|$)/);
  }
  assert.equal(configs.google.adapter, "gemini");
  assert.equal(configs.volcengine.adapter, "openai-responses");
});

test("file entries merge over defaults, env overrides win, keys come from env[apiKeyEnv]", () => {
  const env = {
    DEEPSEEK_API_KEY: "sk-deepseek-secret",
    MY_KIMI_KEY: "kimi-secret",
    [platformEnvNames("deepseek").model]: "deepseek-reasoner",
    [platformEnvNames("deepseek").baseUrl]: "https://proxy.example.com/deepseek/",
    [platformEnvNames("baidu").search]: "false",
    [platformEnvNames("gpt").concurrency]: "7",
  };
  const configs = resolvePlatformConfigs(
    {
      deepseek: { model: "from-file", timeoutMs: 5000 },
      kimi: { apiKeyEnv: "MY_KIMI_KEY", requestsPerMinute: 10 },
      quark: { adapter: "openai-chat", baseUrl: "https://llm.example.com/v1", model: "qwen-quark" },
    },
    env,
  );
  assert.equal(configs.deepseek.model, "deepseek-reasoner");
  assert.equal(configs.deepseek.baseUrl, "https://proxy.example.com/deepseek");
  assert.equal(configs.deepseek.timeoutMs, 5000);
  assert.equal(configs.deepseek.apiKey, "sk-deepseek-secret");
  assert.equal(configs.kimi.apiKey, "kimi-secret");
  assert.equal(configs.kimi.requestsPerMinute, 10);
  assert.equal(configs.baidu.search, false);
  assert.equal(configs.gpt.concurrency, 7);
  assert.equal(configs.quark.adapter, "openai-chat");
  assert.equal(configs.tencent.apiKey, null);
});

test("errors name the bad field", () => {
  const cases: [unknown, Record<string, string>, RegExp][] = [
    [{ deepseek: { timeoutMs: 0 } }, {}, /platforms\.deepseek\.timeoutMs/],
    [{ kimi: { colour: "red" } }, {}, /platforms\.kimi: unknown field "colour"/],
    [{ weibo: {} }, {}, /unknown field "weibo"/],
    [{ baidu: { adapter: "soap" } }, {}, /platforms\.baidu\.adapter/],
    [{ gpt: { baseUrl: "ftp://x" } }, {}, /platforms\.gpt\.baseUrl/],
    [{ quark: { adapter: "openai-chat" } }, {}, /platforms\.quark\.baseUrl/],
    [{}, { ANSWERLENS_KIMI_CONCURRENCY: "many" }, /ANSWERLENS_KIMI_CONCURRENCY/],
    [{}, { ANSWERLENS_GOOGLE_SEARCH: "maybe" }, /ANSWERLENS_GOOGLE_SEARCH/],
    [{}, { ANSWERLENS_BAIDU_ADAPTER: "soap" }, /ANSWERLENS_BAIDU_ADAPTER/],
  ];
  for (const [section, env, message] of cases)
    assert.throws(() => resolvePlatformConfigs(section, env), message);
});

test("a key never appears in a validation error", () => {
  assert.throws(
    () => resolvePlatformConfigs({ gpt: { timeoutMs: -1 } }, { OPENAI_API_KEY: "sk-very-secret-key-123" }),
    (error: Error) => !error.message.includes("sk-very-secret-key-123"),
  );
});

test("answerlens.config.example.json resolves, with an entry for every code", async () => {
  const { readFile } = await import("node:fs/promises");
  const file = JSON.parse(
    await readFile(new URL("../../answerlens.config.example.json", import.meta.url), "utf8"),
  );
  assert.deepEqual(Object.keys(file.platforms).sort(), [...PLATFORM_CODES].sort());
  const configs = resolvePlatformConfigs(file.platforms, { QUARK_API_KEY: "k" });
  assert.equal(configs.quark.adapter, "openai-chat");
  assert.equal(configs.quark.apiKey, "k");
});
