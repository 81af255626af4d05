import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { TASK_STATUS } from "./task-status.ts";

/** How often running tasks look for a cancel (or another final status) made through another process. */
export const CANCEL_CHECK_MS = 2000;
/** Ids per query, well under SQLite's and PostgreSQL's bind-parameter limits. */
const CHUNK = 500;

interface Watch {
  readonly onEnd: Map<string, () => void>;
  readonly timer: NodeJS.Timeout;
  checking: boolean;
}

/** One watch per database handle: every task a process runs on it shares one query per interval. */
const watches = new WeakMap<Kysely<DatabaseSchema>, Watch>();

async function check(db: Kysely<DatabaseSchema>, watch: Watch): Promise<void> {
  if (watch.checking) return;
  watch.checking = true;
  try {
    const ids = [...watch.onEnd.keys()];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const ended = await db
        .selectFrom("tasks")
        .select("id")
        .where("id", "in", ids.slice(i, i + CHUNK))
        .where("status", "!=", TASK_STATUS.pending)
        .execute();
      for (const row of ended) watch.onEnd.get(row.id)?.();
    }
  } catch {
    // A failed check (database briefly unreachable) is retried at the next interval.
  } finally {
    watch.checking = false;
  }
}

/**
 * Calls `onEnd` when the running task `taskId` is no longer pending in the database (cancelled, or ended
 * by a deadline sweep in another process): checked every CANCEL_CHECK_MS for all the tasks this process
 * runs at once, instead of one query per task. Returns the function that stops watching.
 */
export function watchTaskCancel(db: Kysely<DatabaseSchema>, taskId: string, onEnd: () => void): () => void {
  let watch = watches.get(db);
  if (!watch) {
    const created: Watch = {
      onEnd: new Map(),
      timer: setInterval(() => void check(db, created), CANCEL_CHECK_MS),
      checking: false,
    };
    // The running task keeps the process alive, not this timer.
    created.timer.unref();
    watches.set(db, created);
    watch = created;
  }
  const current = watch;
  current.onEnd.set(taskId, onEnd);
  return () => {
    if (current.onEnd.get(taskId) !== onEnd) return;
    current.onEnd.delete(taskId);
    if (current.onEnd.size === 0) {
      clearInterval(current.timer);
      watches.delete(db);
    }
  };
}
