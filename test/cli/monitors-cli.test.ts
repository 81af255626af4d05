import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { sql } from "kysely";
import { createApiKey } from "../../src/accounts/create-api-key.ts";
import { type Database, migrateToLatest, openDatabase } from "../../src/store/database.ts";
import { jobIdForTask, TASK_QUEUE } from "../../src/tasks/pg-boss-task-runtime.ts";
import { runCli } from "../support/run-cli.ts";
import { createPostgresDatabase, DIALECTS } from "../support/test-databases.ts";
import { roundsOf, seedMonitor } from "../tasks/monitor-fixtures.ts";

const cli = (args: string[]) => runCli(args, { ANSWERLENS_TIME_ZONE: "Asia/Shanghai" });

for (const dialect of DIALECTS) {
  describe(`answerlens monitors (${dialect})`, () => {
    let database: Database;
    let storage: string[];
    let cleanup: () => Promise<void>;
    before(async () => {
      if (dialect === "sqlite") {
        const dataDir = mkdtempSync(join(tmpdir(), "answerlens-monitors-"));
        database = openDatabase({ kind: "sqlite", path: join(dataDir, "answerlens.db") });
        storage = ["--data", dataDir];
        cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      } else {
        const postgres = await createPostgresDatabase();
        database = openDatabase({ kind: "postgres", url: postgres.url, poolSize: 2 });
        storage = ["--database-url", postgres.url];
        cleanup = postgres.drop;
      }
      await migrateToLatest(database);
    });
    after(async () => {
      await database.close();
      await cleanup();
    });

    test("list shows each monitor; run-due creates the due round once and queues it", async () => {
      const owner = await createApiKey(database.db, { accountName: "cli-monitors", now: Date.now() });
      const now = Date.now();
      const due = await seedMonitor(database.db, { ...owner, now, nextRunAt: now - 1000 });
      const later = await seedMonitor(database.db, {
        ...owner,
        now,
        nextRunAt: Date.parse("2030-01-01T00:00:00Z"),
      });

      const listed = await cli(["monitors", "list", ...storage, "--json"]);
      assert.equal(listed.code, 0, listed.stderr);
      const monitors = JSON.parse(listed.stdout) as Record<string, unknown>[];
      assert.deepEqual(
        monitors.map((m) => [m.monitorId, m.kind, m.taskId, m.active]),
        [
          [due.monitorId, "rank", due.ownerTaskId, true],
          [later.monitorId, "rank", later.ownerTaskId, true],
        ],
      );
      assert.equal(monitors[1].nextRunAt, "2030-01-01 08:00:00", "next run in the service time zone");
      assert.equal(monitors[1].lastRoundAt, "-");

      const ran = await cli(["monitors", "run-due", ...storage, "--json"]);
      assert.equal(ran.code, 0, ran.stderr);
      const report = JSON.parse(ran.stdout) as { created: { monitorId: string; taskId: string }[] };
      assert.deepEqual(
        report.created.map((c) => c.monitorId),
        [due.monitorId],
      );
      const rounds = await roundsOf(database.db, due.monitorId);
      assert.equal(rounds.length, 1);
      assert.equal(rounds[0].id, report.created[0].taskId);
      if (dialect === "postgres") {
        const jobs = await sql<{ id: string }>`select id from pgboss.job where name = ${TASK_QUEUE}`.execute(
          database.db,
        );
        assert.deepEqual(
          jobs.rows.map((j) => j.id),
          [jobIdForTask(rounds[0].id)],
          "the round is queued for the workers",
        );
      }

      const again = await cli(["monitors", "run-due", ...storage]);
      assert.equal(again.code, 0, again.stderr);
      assert.match(again.stdout, /^0 round\(s\) scheduled/);
      const table = await cli(["monitors", "list", ...storage]);
      assert.match(
        table.stdout,
        /MONITOR ID\s+KIND\s+TASK\s+NEXT RUN \(Asia\/Shanghai\)\s+LAST ROUND\s+ACTIVE/,
      );
      assert.ok(table.stdout.includes(due.monitorId));
    });

    test("an unknown action is a usage error (exit 2)", async () => {
      const wrong = await cli(["monitors", "stop", ...storage]);
      assert.equal(wrong.code, 2);
      assert.match(wrong.stderr, /unknown action "stop"/);
    });
  });
}
