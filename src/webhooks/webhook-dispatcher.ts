import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { WebhookSettings } from "../config/config.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import {
  type ClaimedDelivery,
  claimWebhookDeliveries,
  releaseWebhookLeases,
} from "./claim-webhook-deliveries.ts";
import { sendWebhook } from "./send-webhook.ts";
import { settleWebhookDelivery } from "./settle-webhook-delivery.ts";

export interface WebhookDispatcherOptions {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: "sqlite" | "postgres";
  readonly settings: WebhookSettings;
  readonly now: () => number;
  readonly logger: Logger;
  /** Finished deliveries (delivered or given up) are deleted this long after their last attempt. */
  readonly retentionMs: number;
  /** Attempts in flight at once per process (default 8). */
  readonly concurrency?: number;
  readonly pollIntervalMs?: number;
}

export interface WebhookDispatcher {
  start(): Promise<void>;
  /** Stops claiming; waits for the attempts in flight (each bounded by the timeout). */
  stop(): Promise<void>;
}

const PURGE_INTERVAL_MS = 3_600_000;

/**
 * The worker side of webhooks (roles worker and all): claims due deliveries from the outbox with a lease,
 * sends them, and records each outcome. Any number of processes can run one against the same database.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { db, now, logger, settings } = options;
  const owner = `webhooks-${process.pid}-${randomUUID().slice(0, 8)}`;
  const concurrency = options.concurrency ?? 8;
  const pollMs = options.pollIntervalMs ?? 1000;
  // Longer than any attempt can take, so a live attempt never loses its claim.
  const leaseMs = 3 * settings.timeoutMs;
  const running = new Set<Promise<void>>();
  const stopController = new AbortController();
  let loop: Promise<void> | undefined;
  let lastPurge = 0;
  let endSleep: (() => void) | undefined;
  const wake = () => endSleep?.();

  async function attempt(claim: ClaimedDelivery): Promise<void> {
    const log = logger.child({ webhookId: claim.webhookId, eventId: claim.eventId, attempt: claim.attempt });
    const webhook = await db
      .selectFrom("webhooks")
      .select(["url", "secret"])
      .where("id", "=", claim.webhookId)
      .executeTakeFirst();
    if (!webhook) return; // deleted meanwhile: its deliveries went with it
    const outcome = await sendWebhook(
      { url: webhook.url, secret: webhook.secret, payload: claim.payload },
      { timeoutMs: settings.timeoutMs, allowPrivateAddresses: settings.allowPrivateAddresses },
    );
    const settled = await settleWebhookDelivery(db, { ...claim, owner }, outcome, now());
    if (!settled.applied) log.warn("webhook attempt outlived its lease; its outcome was not recorded");
    else if (settled.status === "pending") {
      log.warn(
        { error: outcome.delivered ? undefined : outcome.error, nextAttemptAt: settled.nextAttemptAt },
        "webhook delivery failed; will retry",
      );
    } else if (settled.status === "failed") {
      log.error(
        { error: outcome.delivered ? undefined : outcome.error },
        "webhook delivery given up after the retry window",
      );
    }
  }

  async function tick(): Promise<void> {
    const t = now();
    if (t - lastPurge >= PURGE_INTERVAL_MS) {
      lastPurge = t;
      await db
        .deleteFrom("webhook_deliveries")
        .where("status", "!=", "pending")
        .where("updated_at", "<", t - options.retentionMs)
        .execute();
    }
    const free = concurrency - running.size;
    if (free <= 0) return;
    const claims = await claimWebhookDeliveries(db, options.dialect, { owner, now: t, leaseMs, limit: free });
    for (const claim of claims) {
      const work = attempt(claim)
        .catch((error) =>
          logger.error(
            { err: error, webhookId: claim.webhookId, eventId: claim.eventId },
            "webhook attempt failed; retried after its lease",
          ),
        )
        .finally(() => {
          running.delete(work);
          wake();
        });
      running.add(work);
    }
  }

  async function run(): Promise<void> {
    while (!stopController.signal.aborted) {
      try {
        await tick();
      } catch (error) {
        logger.error({ err: error }, "webhook dispatcher tick failed");
      }
      if (stopController.signal.aborted) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        endSleep = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endSleep = undefined;
    }
  }

  return {
    async start() {
      if (options.dialect === "sqlite") await releaseWebhookLeases(db, now());
      loop = run();
    },
    async stop() {
      stopController.abort();
      wake();
      await loop;
      await Promise.allSettled(running);
    },
  };
}
