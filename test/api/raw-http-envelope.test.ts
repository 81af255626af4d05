import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Defect 5 of issue 13: every HTTP response the service can produce is the envelope with the matching
 * code, also for requests an HTTP client would refuse to send. Sent over raw sockets (node:net) to the
 * real listening server.
 */
interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function sendRaw(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.setEncoding("latin1");
    const finish = () => {
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return reject(new Error(`no complete response: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine, ...headerLines] = text.slice(0, end).split("\r\n");
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      const body = Buffer.from(text.slice(end + 4), "latin1").toString("utf8");
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    };
    socket.on("data", (chunk) => {
      text += chunk;
      const end = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1];
      if (
        end >= 0 &&
        length !== undefined &&
        Buffer.byteLength(text.slice(end + 4), "latin1") >= Number(length)
      ) {
        socket.destroy();
        finish();
      }
    });
    socket.on("close", () => finish());
    socket.on("error", () => {}); // a reset after the answer was read
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

function assertEnvelope(response: RawResponse, code: number, status: number, msgPart?: RegExp) {
  assert.equal(response.status, status, response.body);
  assert.match(response.headers["content-type"] ?? "", /^application\/json/);
  const envelope = JSON.parse(response.body);
  assert.deepEqual(Object.keys(envelope).sort(), ["code", "data", "msg", "timeStamp"]);
  assert.equal(envelope.code, code);
  assert.equal(envelope.data, null);
  assert.ok(Number.isInteger(envelope.timeStamp));
  if (msgPart) assert.match(envelope.msg, msgPart);
  assert.ok(response.body.length < 1000, "the answer does not echo what was sent");
}

const get = (path: string, extraHeaders = "") => `GET ${path} HTTP/1.1\r\nHost: x\r\n${extraHeaders}\r\n`;

for (const dialect of DIALECTS) {
  describe(`every HTTP answer is the envelope (${dialect})`, () => {
    let service: TestService;
    let port: number;
    let key: string;
    before(async () => {
      service = await startTestService(dialect, { workers: false });
      await service.app.listen({ host: "127.0.0.1", port: 0 });
      port = (service.app.server.address() as { port: number }).port;
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    test("a valid raw request still answers 200 (the helper reads answers right)", async () => {
      assertEnvelopeOk(await sendRaw(port, get("/v1/openapi/quota/usage", `Service-API-Key: ${key}\r\n`)));
    });

    for (const path of ["/v1/openapi/tasks/%zz", "/v1/openapi/tasks/%C0%AE", "/v1/openapi/%E0%A4%A"]) {
      test(`a bad percent-encoding in the path (${path}) is 400`, async () => {
        assertEnvelope(
          await sendRaw(port, get(path, `Service-API-Key: ${key}\r\n`)),
          400,
          400,
          /percent-encoding/,
        );
      });
    }

    test("a 5,000-character taskId is 414", async () => {
      const response = await sendRaw(
        port,
        get(`/v1/openapi/tasks/${"a".repeat(5000)}`, `Service-API-Key: ${key}\r\n`),
      );
      assertEnvelope(response, 414, 414, /longer than 100 characters/);
    });

    test("a carriage return inside Service-Request-Id is 400", async () => {
      const response = await sendRaw(
        port,
        get("/v1/openapi/quota/usage", `Service-Request-Id: a\rb\r\nService-API-Key: ${key}\r\n`),
      );
      assertEnvelope(response, 400, 400, /malformed HTTP request/);
    });

    test("a NUL inside Service-API-Key is 400", async () => {
      const response = await sendRaw(
        port,
        get("/v1/openapi/quota/usage", `Service-API-Key: ${key.slice(0, 10)}\u0000${key.slice(10)}\r\n`),
      );
      assertEnvelope(response, 400, 400, /malformed HTTP request/);
      assert.ok(!response.body.includes(key.slice(0, 10)), "the key is not echoed");
    });

    test("20 KB of headers is 431", async () => {
      const response = await sendRaw(
        port,
        get("/v1/openapi/quota/usage", `X-Padding: ${"a".repeat(20_000)}\r\n`),
      );
      assertEnvelope(response, 431, 431, /16 KB/);
    });

    test("an Expect other than 100-continue is 417", async () => {
      const response = await sendRaw(
        port,
        "POST /v1/openapi/tasks HTTP/1.1\r\nHost: x\r\nExpect: something\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
      );
      assertEnvelope(response, 417, 417, /Expect/);
    });

    test("an HTTP/1.1 request without Host, a broken Content-Length and an HTTP/2 preface are 400", async () => {
      assertEnvelope(await sendRaw(port, "GET /v1/openapi/quota/usage HTTP/1.1\r\n\r\n"), 400, 400, /Host/);
      assertEnvelope(
        await sendRaw(port, "POST /v1/openapi/tasks HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n"),
        400,
        400,
        /malformed HTTP request/,
      );
      assertEnvelope(await sendRaw(port, "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"), 400, 400, /HTTP\/2/);
    });
  });
}

function assertEnvelopeOk(response: RawResponse) {
  assert.equal(response.status, 200, response.body);
  assert.equal(JSON.parse(response.body).code, 200);
}
