import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../src/store/database-schema.ts";

/**
 * Where the pipeline benchmark's time goes, read from what the service stored. measured / ideal is
 * (worker slots busy) x (platform latency / mean task run): the first factor is lost between tasks
 * (claiming, queue polling), the second inside them (event-loop delay, database writes, analysis).
 */
export interface PipelineTimings {
  /** platform round trip as the service measured it (limiter wait, HTTP, event-loop delay), ms */
  readonly roundTrip: { mean: number; p95: number };
  /** task run from its first platform question to its final status, ms */
  readonly taskRun: { mean: number; p95: number };
  /** sum of task runs / (worker concurrency x span) */
  readonly slotsBusy: number;
  /** first to last submit: while it lasts longer than the ideal run, the workers wait for the client */
  readonly submitSpanMs: number;
  /**
   * Tasks finished per minute while the client was still submitting, and from its last submit to the
   * last task final: submits share the service's event loop, so the first is the lower one.
   */
  readonly perMinute: { whileSubmitting: number; afterSubmits: number };
}

function summary(values: number[]): { mean: number; p95: number } {
  if (values.length === 0) return { mean: 0, p95: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { mean, p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] };
}

export async function readPipelineTimings(
  db: Kysely<DatabaseSchema>,
  workerConcurrency: number,
  spanMs: number,
): Promise<PipelineTimings> {
  const perTask = await db
    .selectFrom("observations")
    .innerJoin("tasks", "tasks.id", "observations.task_id")
    .select((eb) => [
      eb.fn.min("observations.asked_at").as("firstAsk"),
      eb.fn.max("tasks.finished_at").as("finished"),
    ])
    .groupBy("observations.task_id")
    .execute();
  const runs = perTask.map((row) => Number(row.finished) - Number(row.firstAsk));
  const latencies = await db.selectFrom("observations").select("latency_ms").execute();
  const submits = await db
    .selectFrom("tasks")
    .select((eb) => [eb.fn.min("created_at").as("first"), eb.fn.max("created_at").as("last")])
    .executeTakeFirstOrThrow();
  const first = Number(submits.first);
  const last = Number(submits.last);
  const finished = await db.selectFrom("tasks").select("finished_at").execute();
  const finishedAt = finished.map((row) => Number(row.finished_at));
  const end = Math.max(...finishedAt);
  const rate = (count: number, ms: number) => (ms > 0 ? count / (ms / 60_000) : 0);
  return {
    perMinute: {
      whileSubmitting: rate(finishedAt.filter((t) => t <= last).length, last - first),
      afterSubmits: rate(finishedAt.filter((t) => t > last).length, end - last),
    },
    roundTrip: summary(latencies.map((row) => Number(row.latency_ms ?? 0))),
    taskRun: summary(runs),
    slotsBusy: runs.reduce((sum, v) => sum + v, 0) / (workerConcurrency * spanMs),
    submitSpanMs: last - first,
  };
}
