import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { PermissionGrant } from "../../src/accounts/create-api-key.ts";
import { ERROR_CODES, ServiceError } from "../../src/errors.ts";
import type { SubmitTask } from "../../src/tasks/submit-tasks.ts";
import { createTaskSubmitter } from "../../src/tasks/task-submitter.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { lifecycleExecutors } from "../support/test-executors.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const PERMISSION = "GEO_RANK_QUERY";

for (const dialect of DIALECTS) {
  describe(`task submitter: group commit (${dialect})`, () => {
    let service: TestService;
    // No workers: the tasks stay pending, so what the submitter wrote is what the tables hold.
    before(async () => {
      service = await startTestService(dialect, {
        executors: lifecycleExecutors(["geo.ranking"]),
        workers: false,
      });
    });
    after(() => service.close());

    async function account(options: { points?: number; limit?: number | null } = {}) {
      const grant: PermissionGrant = { code: PERMISSION, limit: options.limit ?? null };
      const key = await service.createKey({ points: options.points ?? 1000, permissions: [grant] });
      const caller = { keyId: key.keyId, accountId: key.accountId, permissions: [PERMISSION] };
      const submit = (overrides: Partial<SubmitTask> = {}): SubmitTask => ({
        caller,
        apiCode: "geo.ranking",
        permissionCode: PERMISSION,
        params: { keyword: "succeed" },
        requestId: crypto.randomUUID(),
        clientRequestId: false,
        bodyHash: "body",
        points: 5,
        deadlineMs: 60_000,
        now: service.clock.now(),
        ...overrides,
      });
      const usage = async () => {
        const db = service.services.database.db;
        const line = await db
          .selectFrom("account_permissions")
          .select(["used_count"])
          .where("account_id", "=", key.accountId)
          .where("permission_code", "=", PERMISSION)
          .executeTakeFirstOrThrow();
        const points = await db
          .selectFrom("accounts")
          .select(["points"])
          .where("id", "=", key.accountId)
          .executeTakeFirstOrThrow();
        const tasks = await db
          .selectFrom("tasks")
          .select(["id"])
          .where("account_id", "=", key.accountId)
          .execute();
        return { used: line.used_count, points: points.points, tasks: tasks.map((t) => t.id).sort() };
      };
      return { submit, usage };
    }

    function newSubmitter() {
      const commits: number[] = [];
      const { db } = service.services.database;
      const submitter = createTaskSubmitter(db, service.services.runtime, {
        onCommit: (n) => commits.push(n),
      });
      return { submitter, commits };
    }

    test("concurrent submits of one account commit together: fewer transactions, every task charged once", async () => {
      const { submit, usage } = await account();
      const { submitter, commits } = newSubmitter();
      const results = await Promise.all(Array.from({ length: 30 }, () => submitter.submit(submit())));
      const ids = results.map((r) => r.taskId);
      assert.equal(new Set(ids).size, 30);
      assert.equal(
        commits.reduce((a, b) => a + b, 0),
        30,
      );
      assert.ok(commits.length < 30, `30 submits in ${commits.length} transactions`);
      assert.ok(Math.max(...commits) > 1);
      const after = await usage();
      assert.equal(after.used, 30);
      assert.equal(after.points, 1000 - 30 * 5);
      assert.deepEqual(after.tasks, [...ids].sort());
    });

    test("a batch the quota cannot cover is retried one by one: the first submits in arrival order get the last uses", async () => {
      const { submit, usage } = await account({ limit: 5 });
      const { submitter, commits } = newSubmitter();
      const settled = await Promise.allSettled(Array.from({ length: 12 }, () => submitter.submit(submit())));
      const accepted = settled.flatMap((s, i) => (s.status === "fulfilled" ? [i] : []));
      assert.deepEqual(accepted, [0, 1, 2, 3, 4]);
      for (const refused of settled.filter((s) => s.status === "rejected")) {
        assert.ok(refused.reason instanceof ServiceError);
        assert.equal(refused.reason.code, ERROR_CODES.quotaExhausted);
      }
      // All twelve together (refused whole: 5 uses left), then one by one: five commits of one.
      assert.deepEqual(commits, [1, 1, 1, 1, 1]);
      const after = await usage();
      assert.equal(after.used, 5);
      assert.equal(after.points, 1000 - 5 * 5);
      assert.equal(after.tasks.length, 5);
    });

    test("points run out inside a batch: as many tasks as the points pay for", async () => {
      const { submit, usage } = await account({ points: 17 });
      const { submitter } = newSubmitter();
      const settled = await Promise.allSettled(Array.from({ length: 6 }, () => submitter.submit(submit())));
      assert.equal(settled.filter((s) => s.status === "fulfilled").length, 3);
      const after = await usage();
      assert.deepEqual([after.used, after.points, after.tasks.length], [3, 2, 3]);
    });

    test("one request id several times in one batch: one task, one charge; another body under it is refused", async () => {
      const { submit, usage } = await account();
      const { submitter } = newSubmitter();
      const idempotent = (bodyHash: string) =>
        submit({ requestId: "order-7", clientRequestId: true, bodyHash });
      // All five are submitted in one turn and go in one batch.
      const settled = await Promise.allSettled([
        submitter.submit(submit()),
        submitter.submit(idempotent("a")),
        submitter.submit(idempotent("a")),
        submitter.submit(idempotent("b")),
        submitter.submit(idempotent("a")),
      ]);
      const [, first, second, other, third] = settled;
      assert.equal(first?.status, "fulfilled");
      assert.deepEqual(second, first);
      assert.deepEqual(third, first);
      assert.equal(other?.status, "rejected");
      assert.equal(other.status === "rejected" && other.reason.code, ERROR_CODES.badRequest);
      const after = await usage();
      assert.equal(after.used, 2);
      assert.equal(after.tasks.length, 2);
    });

    test("submits of different accounts never share a transaction", async () => {
      const a = await account({ limit: 3 });
      const b = await account({ limit: 3 });
      const { submitter } = newSubmitter();
      const settled = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => submitter.submit(i % 2 === 0 ? a.submit() : b.submit())),
      );
      assert.equal(settled.filter((s) => s.status === "fulfilled").length, 6);
      assert.equal((await a.usage()).used, 3);
      assert.equal((await b.usage()).used, 3);
    });
  });
}
