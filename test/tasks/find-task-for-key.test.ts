import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { presentedKeyHash } from "../../src/accounts/authenticate-api-key.ts";
import { revokeApiKey } from "../../src/accounts/revoke-api-key.ts";
import { findTaskForAccount } from "../../src/tasks/find-task.ts";
import { findTaskForKey } from "../../src/tasks/find-task-for-key.ts";
import { TASK_STATUS } from "../../src/tasks/task-status.ts";
import { newId } from "../../src/util/ids.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { DAY_MS, seedMonitor } from "./monitor-fixtures.ts";

for (const dialect of DIALECTS) {
  describe(`findTaskForKey: one statement, findTaskForAccount's answers (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, { workers: false });
    });
    after(() => service.close());
    const db = () => service.services.database.db;

    async function insertTask(
      owner: { accountId: string; keyId: string },
      task: { apiCode?: string; status?: number; finishedAt?: number | null } = {},
    ): Promise<string> {
      const id = newId("task");
      const now = service.clock.now();
      const status = task.status ?? TASK_STATUS.success;
      await db()
        .insertInto("tasks")
        .values({
          id,
          account_id: owner.accountId,
          key_id: owner.keyId,
          api_code: task.apiCode ?? "geo.ranking",
          request_id: newId("req"),
          status,
          params: "{}",
          result: status === TASK_STATUS.success ? `{"task":"${id}","n":[1,2]}` : null,
          error: status === TASK_STATUS.failed ? "refused" : null,
          permission_code: "GEO_RANK_QUERY",
          points_charged: 10,
          refunded: 0,
          created_at: now,
          updated_at: now,
          deadline_at: now + 300_000,
          finished_at: task.finishedAt === undefined ? now : task.finishedAt,
          lease_owner: null,
          lease_until: null,
          attempts: 1,
        })
        .execute();
      return id;
    }

    test("every visibility case answers as findTaskForAccount does, with the record's columns", async () => {
      const now = service.clock.now();
      const visibleSince = now - service.services.config.tasks.retentionMs;
      const old = visibleSince - DAY_MS;
      const owner = await service.createKey();
      const stranger = await service.createKey();
      const stoppedMonitor = async (updatedAt: number) => {
        const seeded = await seedMonitor(db(), {
          ...owner,
          now,
          nextRunAt: now + DAY_MS,
          ownerFinishedAt: old,
        });
        await db()
          .updateTable("monitors")
          .set({ active: 0, updated_at: updatedAt })
          .where("id", "=", seeded.monitorId)
          .execute();
        return seeded.ownerTaskId;
      };
      const cases: [string, string, boolean][] = [
        ["pending", await insertTask(owner, { status: TASK_STATUS.pending, finishedAt: null }), true],
        ["finished within retention", await insertTask(owner, { finishedAt: visibleSince }), true],
        ["failed within retention", await insertTask(owner, { status: TASK_STATUS.failed }), true],
        ["finished past retention", await insertTask(owner, { finishedAt: visibleSince - 1 }), false],
        [
          "past retention, active monitor",
          (await seedMonitor(db(), { ...owner, now, nextRunAt: now + DAY_MS, ownerFinishedAt: old }))
            .ownerTaskId,
          true,
        ],
        ["past retention, monitor stopped within retention", await stoppedMonitor(visibleSince), true],
        ["past retention, monitor stopped past retention", await stoppedMonitor(visibleSince - 1), false],
        [
          "internal monitor.round",
          await insertTask(owner, {
            apiCode: "monitor.round",
            status: TASK_STATUS.pending,
            finishedAt: null,
          }),
          false,
        ],
        ["another account's", await insertTask(stranger), false],
        ["unknown id", "task_ffffffffffffffffffffffffffffffff", false],
      ];
      const keyHash = presentedKeyHash(owner.apiKey);
      for (const [name, taskId, visible] of cases) {
        const found = await findTaskForKey(db(), keyHash, taskId, visibleSince);
        const full = await findTaskForAccount(db(), taskId, owner.accountId, visibleSince);
        assert.ok(found, name);
        assert.equal(found.key.id, owner.keyId, name);
        assert.equal(found.key.account_id, owner.accountId, name);
        assert.equal(full !== undefined, visible, `${name}: findTaskForAccount`);
        assert.equal(found.task !== undefined, visible, `${name}: findTaskForKey`);
        if (full) {
          assert.deepEqual(
            found.task,
            { id: full.id, status: full.status, result: full.result, error: full.error },
            name,
          );
        }
      }
    });

    test("the key's row comes back as stored, times as numbers; an unknown hash reads nothing", async () => {
      const expiresAt = service.clock.now() + 60_000;
      const key = await service.createKey({ expiresAt });
      const taskId = await insertTask(key);
      const revokedAt = service.clock.now();
      await revokeApiKey(db(), key.keyId, revokedAt);
      const found = await findTaskForKey(db(), presentedKeyHash(key.apiKey), taskId, 0);
      assert.deepEqual(found?.key, {
        id: key.keyId,
        account_id: key.accountId,
        permissions: found?.key.permissions,
        expires_at: expiresAt,
        revoked_at: revokedAt,
      });
      assert.ok(Array.isArray(JSON.parse(found?.key.permissions ?? "null")));
      assert.equal(found?.task?.id, taskId, "the statement reads; the caller judges the key");
      assert.equal(await findTaskForKey(db(), presentedKeyHash("alk_unknown"), taskId, 0), undefined);
    });
  });
}
