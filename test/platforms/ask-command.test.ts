import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { test } from "node:test";
import { promisify } from "node:util";
import { main } from "../../src/cli/main.ts";
import { PLATFORM_CODES } from "../../src/platforms/platform-codes.ts";
import { captureIo } from "../support/capture-io.ts";

test("answerlens ask --sandbox --json works for all ten codes", async () => {
  for (const platform of PLATFORM_CODES) {
    const { io, out, err } = captureIo();
    const code = await main(
      ["ask", "--platform", platform, "最好的国产手机品牌有哪些？", "--sandbox", "--json"],
      io,
    );
    assert.equal(code, 0, `${platform}: ${err()}`);
    const answer = JSON.parse(out());
    assert.deepEqual(Object.keys(answer), ["platform", "text", "sources", "retrievedSources", "provenance"]);
    assert.equal(answer.platform, platform);
    assert.ok(answer.text.length > 100);
    assert.equal(answer.provenance.sandbox, true);
    for (const source of [...answer.sources, ...answer.retrievedSources])
      assert.deepEqual(Object.keys(source), ["url", "title", "siteName"]);
    // Consulted-but-not-cited pages: OpenAI's action.sources and Perplexity's extra search results.
    if (platform === "gpt" || platform === "perplexity") {
      assert.ok(answer.retrievedSources.length > 0, `${platform} reports consulted pages`);
      const cited = new Set(answer.sources.map((s: { url: string }) => s.url));
      for (const source of answer.retrievedSources)
        assert.ok(!cited.has(source.url), "kept apart from cited");
    }
  }
});

test("without --sandbox, a missing key is a clear failure naming the variable", async () => {
  const { io, err } = captureIo({});
  const code = await main(["ask", "--platform", "deepseek", "hello"], io);
  assert.equal(code, 1);
  assert.match(err(), /DEEPSEEK_API_KEY/);
  const quark = captureIo({});
  assert.equal(await main(["ask", "--platform", "quark", "hello"], quark.io), 1);
  assert.match(quark.err(), /no public chat API/);
});

test("usage errors exit 2", async () => {
  const { io, err } = captureIo();
  assert.equal(await main(["ask", "--platform", "weibo", "q"], io), 2);
  assert.match(err(), /unknown platform/);
});

test("the real binary prints answer, sources and provenance", async () => {
  const bin = new URL("../../bin/answerlens.js", import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, [
    bin,
    "ask",
    "--platform",
    "kimi",
    "最好的国产手机品牌有哪些？",
    "--sandbox",
  ]);
  assert.match(stdout, /Sources \(\d+\):/);
  assert.match(stdout, /Provenance: platform=kimi adapter=kimi-web-search .*sandbox=true/);
});
