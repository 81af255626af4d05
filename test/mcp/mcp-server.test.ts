import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { BIN } from "../support/server-process.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const TOOL_NAMES = [
  "brand_overview",
  "brand_signals",
  "brand_statistics",
  "brand_trend",
  "competitors",
  "geo_checker",
  "geo_ranking",
  "prompt_overview",
  "question_ideas",
  "quota",
  "rank_monitor_statistics",
  "task_result",
];

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };

function textOf(answer: unknown): string {
  return (answer as ToolAnswer).content.map((part) => part.text).join("");
}

/** What an agent does first: list the tools; each must say what it does and what it takes. */
async function assertToolList(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), TOOL_NAMES);
  for (const tool of tools) {
    assert.ok((tool.description ?? "").length > 60, `${tool.name} has a description an agent can act on`);
    assert.equal(tool.inputSchema.type, "object");
  }
  const ranking = tools.find((tool) => tool.name === "geo_ranking");
  // The spec's parameter names of geo.ranking (4.1).
  assert.deepEqual(ranking?.inputSchema.required, ["keyword", "brandKeyword", "platforms"]);
  assert.ok(ranking?.inputSchema.properties?.brandKeyword);
}

/** geo_ranking against the sandbox: the summary matches the task the service stored. */
async function assertGeoRanking(client: Client, service: TestService, key: string): Promise<void> {
  const answer = await client.callTool({
    name: "geo_ranking",
    arguments: { keyword: "新能源汽车哪个牌子好", brandKeyword: ["比亚迪"], platforms: ["deepseek", "kimi"] },
  });
  assert.notEqual((answer as ToolAnswer).isError, true, textOf(answer));
  const summary = JSON.parse(textOf(answer));
  assert.match(summary.taskId, /^task_[0-9a-f]{32}$/);
  assert.equal(summary.status, "success");
  const stored = await service.call({ method: "GET", url: `/v1/openapi/tasks/${summary.taskId}`, key });
  const result = stored.envelope.data.result;
  assert.equal(summary.summary.keyword, result.keyword);
  assert.equal(summary.summary.requestRecommendationRate, result.requestRecommendationRate);
  assert.deepEqual(
    summary.summary.platforms.map((p: { platform: string; position: number }) => [p.platform, p.position]),
    result.data.map((p: { platform: string; position: number }) => [p.platform, p.position]),
  );
  // Compact: no answer texts, a fraction of the stored result.
  assert.ok(!textOf(answer).includes(result.data[0].resultContent.slice(0, 40)));
  assert.ok(textOf(answer).length < JSON.stringify(result).length / 2, "the summary is compact");
}

for (const dialect of DIALECTS) {
  describe(`MCP server (${dialect})`, () => {
    let service: TestService;
    let url: string;
    let key: string;
    before(async () => {
      service = await startTestService(dialect, { env: { ANSWERLENS_MCP_POLL_INTERVAL_MS: "50" } });
      url = await service.app.listen({ host: "127.0.0.1", port: 0 });
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    test("`answerlens mcp` over stdio, driven by the SDK's client", async () => {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [BIN, "mcp", "--interval", "0.05"],
        env: { PATH: process.env.PATH ?? "", ANSWERLENS_URL: url, ANSWERLENS_KEY: key },
        stderr: "pipe",
      });
      let stderr = "";
      transport.stderr?.on("data", (chunk) => {
        stderr += chunk;
      });
      const client = new Client({ name: "answerlens-test", version: "1.0.0" });
      await client.connect(transport);
      try {
        await assertToolList(client);
        await assertGeoRanking(client, service, key);
        const quota = JSON.parse(textOf(await client.callTool({ name: "quota", arguments: {} })));
        assert.equal(typeof quota.points, "number");
        const refused = (await client.callTool({ name: "brand_trend", arguments: {} })) as ToolAnswer;
        assert.equal(refused.isError, true);
        assert.match(textOf(refused), /code 4001.*brandId/);
      } finally {
        await client.close();
      }
      assert.ok(!stderr.includes(key), "the key is never printed");
    });

    test("POST /mcp: the same tools over Streamable HTTP, authenticated by Service-API-Key", async () => {
      const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
        requestInit: { headers: { "service-api-key": key } },
      });
      const client = new Client({ name: "answerlens-test", version: "1.0.0" });
      await client.connect(transport);
      try {
        await assertToolList(client);
        await assertGeoRanking(client, service, key);
        const ideas = JSON.parse(
          textOf(await client.callTool({ name: "question_ideas", arguments: { keyword: "电动车" } })),
        );
        assert.ok(Array.isArray(ideas.aiQuestions));
      } finally {
        await client.close();
      }
    });

    test("POST /mcp without a valid key: the 401 envelope", async () => {
      for (const headers of [{}, { "service-api-key": "alk_wrong" }]) {
        const response = await fetch(`${url}/mcp`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            ...headers,
          },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
        });
        assert.equal(response.status, 401);
        const envelope = (await response.json()) as { code: number; data: unknown };
        assert.equal(envelope.code, 401);
        assert.equal(envelope.data, null);
      }
    });
  });
}
