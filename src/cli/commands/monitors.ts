import { parseArgs } from "node:util";
import pino from "pino";
import { type Config, loadConfig } from "../../config/config.ts";
import type { Database } from "../../store/database.ts";
import { createPgBossTaskRuntime } from "../../tasks/pg-boss-task-runtime.ts";
import { scheduleDueRounds } from "../../tasks/schedule-due-rounds.ts";
import type { TaskRuntime } from "../../tasks/task-runtime.ts";
import { formatDateTime } from "../../util/time.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";
import { formatTable, openCliDatabase, STORAGE_OPTIONS } from "../cli-database.ts";

const usage = `Usage:
  answerlens monitors list [--json] [--data DIR | --database-url URL | --config FILE]
  answerlens monitors run-due [--json] [--data DIR | --database-url URL | --config FILE]

list     every monitor (geo.brand, geo.rank_monitor): its kind, owning task, next scheduled round and
         last round in the service time zone, and whether it is active
run-due  creates the round of every monitor whose slot has come, now, as the server's scheduler would
         (safe while servers run: a slot is taken once). A running server (a worker in cluster mode)
         then runs the rounds; with no server running they wait for the next start.`;

const serviceTime = (epochMs: number | null, timeZone: string) =>
  epochMs === null ? "-" : formatDateTime(new Date(epochMs), timeZone);

async function listMonitors(database: Database, config: Config) {
  const rows = await database.db
    .selectFrom("monitors")
    .select(["id", "kind", "task_id", "next_run_at", "last_round_at", "active", "interval_seconds"])
    .orderBy("created_at")
    .execute();
  return rows.map((m) => ({
    monitorId: m.id,
    kind: m.kind,
    taskId: m.task_id,
    intervalSeconds: m.interval_seconds,
    nextRunAt: serviceTime(m.next_run_at, config.timeZone),
    lastRoundAt: serviceTime(m.last_round_at, config.timeZone),
    active: m.active === 1,
  }));
}

/** The enqueue side of the configured runtime: the embedded queue is the tasks table itself. */
async function openEnqueuer(config: Config, database: Database): Promise<TaskRuntime | undefined> {
  if (config.database.kind === "sqlite") return undefined;
  const runtime = createPgBossTaskRuntime({
    db: database.db,
    executors: new Map(),
    now: Date.now,
    logger: pino({ level: "silent" }),
    connectionString: config.database.url,
    preparedStatements: config.database.preparedStatements,
    runsWorkers: false,
    concurrency: 1,
    retentionMs: config.tasks.retentionMs,
  });
  await runtime.start();
  return runtime;
}

async function runDue(database: Database, config: Config) {
  const runtime = await openEnqueuer(config, database);
  try {
    const embedded = { async enqueue() {}, notify() {} };
    return await scheduleDueRounds(database.db, runtime ?? embedded, {
      now: Date.now(),
      settings: config.monitor,
      timeZone: config.timeZone,
    });
  } finally {
    await runtime?.stop();
  }
}

export const command: CliCommand = {
  name: "monitors",
  summary: "List brand and rank monitors; schedule the rounds that are due",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ...STORAGE_OPTIONS, json: { type: "boolean" } },
    });
    const action = positionals[0];
    if (action !== "list" && action !== "run-due") {
      throw new CliUsageError(
        action ? `unknown action "${action}"` : "monitors needs an action: list or run-due",
      );
    }
    const config = loadConfig({
      flags: { data: values.data, "database-url": values["database-url"] },
      env: io.env,
      configFile: values.config,
    });
    const database = await openCliDatabase(values, io, { existing: true });
    try {
      if (action === "list") {
        const monitors = await listMonitors(database, config);
        io.stdout.write(
          values.json
            ? `${JSON.stringify(monitors)}\n`
            : `${formatTable(
                ["MONITOR ID", "KIND", "TASK", `NEXT RUN (${config.timeZone})`, "LAST ROUND", "ACTIVE"],
                monitors.map((m) => [
                  m.monitorId,
                  m.kind,
                  m.taskId,
                  m.active ? m.nextRunAt : "-",
                  m.lastRoundAt,
                  m.active ? "yes" : "no",
                ]),
              )}\n`,
        );
        return 0;
      }
      const report = await runDue(database, config);
      if (values.json) {
        io.stdout.write(`${JSON.stringify(report)}\n`);
        return 0;
      }
      const lines = [
        `${report.created.length} round(s) scheduled${report.created.length > 0 ? ":" : ""}`,
        ...report.created.map(
          (r) => `  ${r.monitorId}  slot ${serviceTime(r.slotAt, config.timeZone)}  round task ${r.taskId}`,
        ),
        ...report.stopped.map((id) => `  ${id} stopped: its task did not succeed`),
      ];
      io.stdout.write(`${lines.join("\n")}\n`);
      return 0;
    } finally {
      await database.close();
    }
  },
};
