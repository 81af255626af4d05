import assert from "node:assert/strict";
import { test } from "node:test";
import {
  checkPlatformArray,
  readOptionalLlmName,
  readPlatformCsv,
  readRequiredPlatformArray,
} from "../../../src/operations/params/platform-fields.ts";
import { PLATFORM_CODES } from "../../../src/platforms/platform-codes.ts";
import { assertServiceError } from "../assert-service-error.ts";

test("platform arrays: known codes, trimmed, in request order", () => {
  assert.deepEqual(checkPlatformArray(["baidu", " deepseek "], "data.platforms"), ["baidu", "deepseek"]);
  assert.deepEqual(checkPlatformArray([...PLATFORM_CODES], "data.platforms"), [...PLATFORM_CODES]);
});

test("platform arrays: every rule names the field or item", () => {
  const read = (value: unknown) => () => readRequiredPlatformArray({ platforms: value }, "platforms");
  assertServiceError(() => readRequiredPlatformArray({}, "platforms"), 400, "data.platforms is required");
  assertServiceError(read(null), 400, "data.platforms is required");
  assertServiceError(read("baidu"), 400, "data.platforms must be an array of strings, got a string");
  assertServiceError(read([]), 400, "data.platforms must have at least 1 item");
  assertServiceError(read(["baidu", 1]), 400, "data.platforms[1] must be a string, got a number");
  assertServiceError(read(["baidu", "  "]), 400, "data.platforms[1] must not be empty");
  const message = assertServiceError(
    read(["aliyun", "baidu", "foo"]),
    400,
    'data.platforms[2] "foo" is not a known platform code (known: aliyun, baidu,',
  );
  for (const code of PLATFORM_CODES) assert.ok(message.includes(code));
  assertServiceError(read(["Baidu"]), 400, 'data.platforms[0] "Baidu" is not a known platform code');
  assertServiceError(
    read(["baidu", "kimi", "baidu"]),
    400,
    'data.platforms[2] "baidu" repeats data.platforms[0]',
  );
  assertServiceError(
    read([...PLATFORM_CODES, "baidu"]),
    400,
    "data.platforms must have at most 10 items (got 11)",
  );
  assertServiceError(read(["x".repeat(33)]), 400, "data.platforms[0] must be at most 32 characters");
});

test("comma-separated platforms: trims, skips empty items, refuses arrays", () => {
  const read = (value: unknown) => readPlatformCsv({ platforms: value }, "platforms");
  assert.deepEqual(read("baidu,deepseek"), ["baidu", "deepseek"]);
  assert.deepEqual(read(" baidu , deepseek ,"), ["baidu", "deepseek"]);
  assert.deepEqual(read("kimi,,gpt"), ["kimi", "gpt"]);
  assert.deepEqual(read("quark"), ["quark"]);
  assertServiceError(() => read(undefined), 400, "data.platforms is required");
  assertServiceError(() => read(["baidu"]), 400, "data.platforms must be one string", "not an array");
  assertServiceError(() => read(3), 400, "data.platforms must be a string", "got a number");
  assertServiceError(() => read(""), 400, "data.platforms must name at least one platform code");
  assertServiceError(() => read(" , ,"), 400, "data.platforms must name at least one platform code");
  assertServiceError(() => read("baidu,foo"), 400, 'data.platforms item "foo" is not a known platform code');
  assertServiceError(() => read("baidu,deepseek,baidu"), 400, 'data.platforms names "baidu" more than once');
  assertServiceError(() => read(`${PLATFORM_CODES.join(",")},baidu`), 400, "at most 10 platforms (got 11)");
  assertServiceError(
    () => read(`baidu,${"y".repeat(40)}`),
    400,
    "data.platforms contains an item longer than 32",
  );
});

test("llmName: platform codes, chatgpt as gpt, blank as absent", () => {
  const read = (value: unknown) => readOptionalLlmName({ llmName: value }, "llmName");
  assert.equal(read(undefined), undefined);
  assert.equal(read(null), undefined);
  assert.equal(read(""), undefined);
  assert.equal(read("  "), undefined);
  assert.equal(read("deepseek"), "deepseek");
  assert.equal(read(" kimi "), "kimi");
  assert.equal(read("chatgpt"), "gpt");
  assert.equal(read("gpt"), "gpt");
  assertServiceError(() => read("claude"), 400, 'data.llmName "claude" is not a known platform', "chatgpt");
  assertServiceError(() => read("DeepSeek"), 400, "data.llmName");
  assertServiceError(() => read(["deepseek"]), 400, "data.llmName must be a string, got an array");
  const message = assertServiceError(
    () => read("z".repeat(1000)),
    400,
    "data.llmName is not a known platform",
  );
  assert.ok(message.length < 200, "a long value is not echoed");
});
