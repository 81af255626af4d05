import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export interface ReplayResponse {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (for malformed bodies). */
  body: unknown;
}

/**
 * A real HTTP server that answers POSTs with the given responses in order (the last one repeats)
 * and records every request, and answers GET redirects from a table. Bodies may contain
 * `{{server}}`, replaced by the server's URL.
 */
export async function startReplayServer(responses: ReplayResponse[], redirects: Record<string, string> = {}) {
  const requests: RecordedRequest[] = [];
  let url = "";
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? "/";
    if (req.method === "GET") {
      const target = redirects[path];
      res.writeHead(target ? 302 : 404, target ? { location: target } : {});
      res.end();
      return;
    }
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    const response = responses[Math.min(requests.length - 1, responses.length - 1)];
    const payload = typeof response.body === "string" ? response.body : JSON.stringify(response.body);
    res.writeHead(response.status, { "content-type": "application/json", ...response.headers });
    res.end(payload.replaceAll("{{server}}", url));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
