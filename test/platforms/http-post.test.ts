import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { httpPost } from "../../src/platforms/http/http-post.ts";

/** The provider transport against a real HTTP server whose routes misbehave on purpose. */
let server: Server;
let base: string;
const received: { body: string; headers: Record<string, unknown> }[] = [];

before(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ body, headers: request.headers });
      if (request.url === "/split") {
        // "答" is three bytes in UTF-8: the first chunk ends inside it.
        const bytes = Buffer.from('{"text":"回答"}', "utf8");
        response.writeHead(200, { "content-type": "application/json", "content-length": bytes.length });
        response.write(bytes.subarray(0, 13));
        setTimeout(() => response.end(bytes.subarray(13)), 20);
      } else if (request.url === "/cut") {
        response.writeHead(200, { "content-type": "application/json", "content-length": 1000 });
        response.write('{"text":"half');
        setTimeout(() => response.socket?.destroy(), 20);
      } else if (request.url === "/slow") {
        setTimeout(() => response.end("{}"), 5000);
      } else {
        response.writeHead(429, { "Retry-After": "3" });
        response.end('{"error":{"message":"slow down"}}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, signal = new AbortController().signal) =>
  httpPost(`${base}${path}`, { headers: { authorization: "Bearer k" }, body: '{"q":"你好"}', signal });

test("the body is sent whole with its length, and a character split across chunks arrives whole", async () => {
  const response = await post("/split");
  assert.equal(response.status, 200);
  assert.equal(response.text, '{"text":"回答"}');
  const request = received.at(-1);
  assert.equal(request?.body, '{"q":"你好"}');
  assert.equal(request?.headers["content-length"], String(Buffer.byteLength('{"q":"你好"}')));
  assert.equal(request?.headers.authorization, "Bearer k");
});

test("an error status comes back with its headers readable in any case", async () => {
  const response = await post("/limited");
  assert.equal(response.status, 429);
  assert.equal(response.headers.get("Retry-After"), "3");
  assert.equal(response.headers.get("x-missing"), null);
  assert.match(response.text, /slow down/);
});

test("a connection cut before the body ends rejects instead of answering half a body", async () => {
  await assert.rejects(post("/cut"));
});

test("an aborted signal rejects at once with an AbortError", async () => {
  const controller = new AbortController();
  const started = Date.now();
  setTimeout(() => controller.abort(), 50);
  await assert.rejects(post("/slow", controller.signal), { name: "AbortError" });
  assert.ok(Date.now() - started < 2000);
});

test("an already-aborted signal rejects without sending, and the URL is parsed per target", async () => {
  const before = received.length;
  await assert.rejects(post("/split", AbortSignal.abort()), { name: "AbortError" });
  assert.equal(received.length, before);
  // Two paths on one host, each asked twice: every request reaches its own path.
  for (const path of ["/split", "/limited", "/split", "/limited"]) await post(path);
  assert.deepEqual(
    received.slice(before).map((r) => r.headers["user-agent"]),
    ["answerlens", "answerlens", "answerlens", "answerlens"],
  );
  assert.deepEqual((await post("/limited")).status, 429);
  assert.equal((await post("/split")).text, '{"text":"回答"}');
  await assert.rejects(
    httpPost("ftp://127.0.0.1/x", { headers: {}, body: "{}", signal: new AbortController().signal }),
    /unsupported protocol/,
  );
  await assert.rejects(
    httpPost("not a url", { headers: {}, body: "{}", signal: new AbortController().signal }),
  );
});
