import assert from "node:assert/strict";
import { test } from "node:test";
import type { AdapterName } from "../../src/platforms/adapter-names.ts";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import type { PlatformCode } from "../../src/platforms/platform-codes.ts";
import { isPlatformError } from "../../src/platforms/platform-error.ts";
import { startReplayServer } from "./replay-server.ts";
import { configsFor } from "./test-configs.ts";

const ADAPTERS: [PlatformCode, AdapterName][] = [
  ["deepseek", "openai-chat"],
  ["baidu", "qianfan-chat"],
  ["tencent", "hunyuan-chat"],
  ["perplexity", "perplexity-chat"],
  ["kimi", "kimi-web-search"],
  ["gpt", "openai-responses"],
  ["aliyun", "dashscope"],
  ["google", "gemini"],
];

// Bodies that parse (or not) but break each protocol's promises in different ways.
const BODIES: unknown[] = [
  '{"choices": [',
  "<html>502 Bad Gateway</html>",
  "null",
  "[]",
  {},
  { choices: [null] },
  { choices: [{ message: { content: 5 } }] },
  {
    choices: [
      { message: { role: "assistant", content: null, tool_calls: [null] }, finish_reason: "tool_calls" },
    ],
  },
  { output: "text" },
  { output: [null, 5, { type: "message", content: [{ type: "output_text", text: 7, annotations: 3 }] }] },
  { output: { choices: "x", search_info: 4 } },
  { candidates: [{ content: { parts: "x" } }] },
  { candidates: [null] },
];

test("malformed provider bodies give a clear bad_response failure, never a crash or a retry", async () => {
  for (const [platform, adapter] of ADAPTERS) {
    for (const body of BODIES) {
      const server = await startReplayServer([{ status: 200, body }]);
      const client = createPlatformClient(
        configsFor(platform, { adapter, baseUrl: server.url, maxRetries: 2 }),
      );
      try {
        await client.ask(platform, "q");
        assert.fail(`${adapter} accepted ${JSON.stringify(body)}`);
      } catch (error) {
        assert.ok(isPlatformError(error), `${adapter} on ${JSON.stringify(body)} threw ${error}`);
        assert.equal(error.kind, "bad_response", `${adapter} on ${JSON.stringify(body)}: ${error.message}`);
        assert.equal(server.requests.length, 1, "not retried");
      } finally {
        client.close();
        await server.close();
      }
    }
  }
});
