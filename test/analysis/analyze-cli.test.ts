import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { test } from "node:test";
import { main } from "../../src/cli/main.ts";

async function run(argv: string[], stdin: string) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    stdin: Readable.from([Buffer.from(stdin)]),
    env: {},
  });
  return { code, stdout, stderr };
}

const answer =
  "1. **小米（Xiaomi）**：性价比高，推荐。\n2. **华为**：价格偏贵。\n\n参考 https://www.zhihu.com/question/1?utm_source=x";

test("analyze --json prints targets, brandRecords and sourceRecords", async () => {
  const dir = mkdtempSync(join(tmpdir(), "answerlens-analyze-"));
  const citations = join(dir, "citations.json");
  writeFileSync(citations, JSON.stringify([{ url: "https://www.sohu.com/a/1?spm=2", title: "搜狐" }]));
  const { code, stdout } = await run(
    ["analyze", "--brand", "小米=Xiaomi", "--competitor", "华为", "--citations", citations, "--json"],
    answer,
  );
  assert.equal(code, 0);
  const output = JSON.parse(stdout);
  assert.deepEqual(Object.keys(output), ["targets", "brandRecords", "sourceRecords", "candidates"]);
  assert.deepEqual(Object.keys(output.targets[0]), [
    "brandKeyword",
    "isRecommended",
    "exposureCount",
    "recommendCount",
    "position",
    "sentiment",
    "sentimentScore",
    "evidence",
  ]);
  assert.equal(output.targets[0].exposureCount, 2);
  assert.equal(output.targets[0].isRecommended, 1);
  assert.deepEqual(
    output.brandRecords.map((b: { brandName: string; position: number }) => [b.brandName, b.position]),
    [
      ["小米", 1],
      ["华为", 2],
    ],
  );
  assert.deepEqual(
    output.sourceRecords.map((s: { url: string }) => s.url),
    ["https://www.sohu.com/a/1", "https://www.zhihu.com/question/1"],
  );
});

test("analyze without --json prints readable tables", async () => {
  const { code, stdout } = await run(["analyze", "--brand", "小米"], answer);
  assert.equal(code, 0);
  assert.match(stdout, /Targets\nbrand\s+recommended/);
  assert.match(stdout, /Sources\n#\s+site/);
});

test("analyze without --brand is a usage error", async () => {
  const { code, stderr } = await run(["analyze"], answer);
  assert.equal(code, 2);
  assert.match(stderr, /at least one --brand/);
});

test("analyze --question tells the question's category heading from a brand", async () => {
  const text = "### 无香型洗发水\n温和，适合敏感头皮。\n\n### 海飞丝\n去屑好。\n\n### 潘婷\n柔顺。";
  const without = JSON.parse((await run(["analyze", "--brand", "海飞丝", "--json"], text)).stdout);
  assert.ok(without.brandRecords.some((b: { brandName: string }) => b.brandName === "无香型洗发水"));
  const { code, stdout } = await run(
    ["analyze", "--brand", "海飞丝", "--question", "有什么好用的洗发水推荐", "--json"],
    text,
  );
  assert.equal(code, 0);
  const output = JSON.parse(stdout);
  assert.deepEqual(
    output.brandRecords.map((b: { brandName: string }) => b.brandName),
    ["海飞丝", "潘婷"],
  );
  const candidate = output.candidates.find((c: { name: string }) => c.name === "无香型洗发水");
  assert.ok(candidate?.evidence.includes("question-category"), JSON.stringify(output.candidates));
  const readable = await run(["analyze", "--brand", "海飞丝", "--question", "洗发水推荐"], text);
  assert.match(readable.stdout, /Candidates[^\n]*\n[\s\S]*无香型洗发水/);
});
