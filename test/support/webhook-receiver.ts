import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
  readonly body: {
    id: string;
    type: string;
    createdAt: string;
    data: { taskId?: string; [field: string]: unknown };
  };
  readonly receivedAt: number;
}

/** What the receiver answers to one request: a status (and headers, after a delay), or "hang" (never answer). */
export type ReceiverAnswer = { status: number; headers?: Record<string, string>; delayMs?: number } | "hang";

export interface WebhookReceiver {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly received: ReceivedDelivery[];
  answer: (delivery: ReceivedDelivery) => ReceiverAnswer;
  /** Resolves once `predicate` holds for the received list (checked on each arrival). */
  waitFor(predicate: (received: ReceivedDelivery[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real receiver over HTTP on 127.0.0.1, as a customer would run one. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const hanging: ServerResponse[] = [];
  const waiters = new Set<() => void>();
  const receiver: WebhookReceiver = {
    url: "",
    received: [],
    answer: () => ({ status: 200 }),
    async waitFor(predicate, timeoutMs = 20_000) {
      if (predicate(receiver.received)) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `receiver: condition not met in ${timeoutMs} ms (${receiver.received.length} received)`,
            ),
          );
        }, timeoutMs);
        const check = () => {
          if (!predicate(receiver.received)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const delivery: ReceivedDelivery = {
        path: request.url ?? "",
        headers: request.headers,
        rawBody,
        body: rawBody ? JSON.parse(rawBody) : null,
        receivedAt: Date.now(),
      };
      receiver.received.push(delivery);
      const answer = receiver.answer(delivery);
      if (answer === "hang") hanging.push(response);
      else {
        setTimeout(() => {
          response.writeHead(answer.status, answer.headers);
          response.end("ok");
        }, answer.delayMs ?? 0);
      }
      for (const waiter of [...waiters]) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  (receiver as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

/**
 * Verifies `Answerlens-Signature` as docs/webhooks.md tells receivers to: HMAC-SHA256 of "<t>.<raw body>"
 * with the secret, compared in constant time, and `t` within `toleranceSeconds` of now.
 */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  toleranceSeconds = 300,
): boolean {
  if (typeof header !== "string") return false;
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
