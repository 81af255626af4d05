import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { test } from "node:test";

test("answerlens sandbox serves every platform until stopped, with faults from flags", async () => {
  const bin = new URL("../../bin/answerlens.js", import.meta.url).pathname;
  const child = spawn(process.execPath, [bin, "sandbox", "--port", "0", "--fault", "deepseek=429:1:ra=7"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let output = "";
    for await (const chunk of child.stdout) {
      output += chunk;
      if (output.includes("Suggestions:")) break;
    }
    const url = /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1];
    assert.ok(url, output);
    assert.match(output, /kimi\s+kimi-web-search\s+http:\/\/.*\/kimi\/v1/);
    const post = (path: string) =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: { authorization: "Bearer k", "content-type": "application/json" },
        body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "best coffee" }] }),
      });
    const ok = await post("/perplexity/chat/completions");
    assert.equal(ok.status, 200);
    assert.ok(((await ok.json()) as { citations: string[] }).citations.length > 0);
    const limited = await post("/deepseek/chat/completions");
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get("retry-after"), "7");
    await limited.body?.cancel();
  } finally {
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    assert.equal(code, 0);
  }
});
