import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Kysely, KyselyPlugin } from "kysely";
import { revokeApiKey } from "../../src/accounts/revoke-api-key.ts";
import type { DatabaseSchema } from "../../src/store/database-schema.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const UNKNOWN_TASK = "task_ffffffffffffffffffffffffffffffff";

for (const dialect of DIALECTS) {
  describe(`task poll: the key and the task in one statement (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      // No workers: submitted tasks stay pending, so every poll below reads the same row.
      service = await startTestService(dialect, {
        workers: false,
        env: { ANSWERLENS_RATE_LIMIT_PER_MINUTE: "5" },
      });
    });
    after(() => service.close());

    const poll = (taskId: string, key?: string) =>
      service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key });

    /** A pending task submitted with `apiKey`. */
    async function submit(apiKey: string): Promise<string> {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: { apiCode: "geo.ranking", data: { keyword: "k", brandKeyword: ["小米"], platforms: ["kimi"] } },
      });
      assert.equal(response.envelope.code, 200, response.envelope.msg);
      return response.envelope.data.taskId;
    }

    /**
     * The statements the API runs while `run` runs: the service's handle is swapped for one that counts
     * every statement that comes back from the database (raw SQL included), then put back.
     */
    async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
      let count = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          count++;
          return args.result;
        },
      };
      const database = service.services.database as { db: Kysely<DatabaseSchema> };
      const original = database.db;
      database.db = original.withPlugin(counter);
      try {
        await run();
      } finally {
        database.db = original;
      }
      return count;
    }

    test("a poll runs one statement, whatever it answers", async () => {
      const owner = await service.createKey();
      const stranger = await service.createKey();
      const taskId = await submit(owner.apiKey);
      const cases: [string, () => Promise<{ envelope: { code: number } }>, number, number][] = [
        ["own task", () => poll(taskId, owner.apiKey), 200, 1],
        ["another account's task", () => poll(taskId, stranger.apiKey), 404, 1],
        ["unknown task", () => poll(UNKNOWN_TASK, owner.apiKey), 404, 1],
        ["unknown key", () => poll(taskId, "alk_unknown-in-count"), 401, 1],
        ["malformed id", () => poll("not-a-task", owner.apiKey), 404, 1],
        ["missing key", () => poll(taskId), 401, 0],
      ];
      for (const [name, run, code, statements] of cases) {
        let answer = 0;
        const counted = await statementsDuring(async () => {
          answer = (await run()).envelope.code;
        });
        assert.deepEqual([answer, counted], [code, statements], name);
      }
    });

    test("a revoked key answers 401 at once for its own task; the account's other keys read it", async () => {
      const key = await service.createKey();
      const sibling = await service.createKey({ account: (await accountName(key.accountId)) ?? "" });
      assert.equal(sibling.accountId, key.accountId);
      const taskId = await submit(key.apiKey);
      assert.equal((await poll(taskId, key.apiKey)).envelope.code, 200);
      assert.equal(await revokeApiKey(service.services.database.db, key.keyId, service.clock.now()), true);
      const revoked = await poll(taskId, key.apiKey);
      assert.equal(revoked.statusCode, 401);
      assert.deepEqual([revoked.envelope.code, revoked.envelope.data], [401, null]);
      assert.equal(revoked.envelope.msg, "API key has been revoked");
      const other = await poll(taskId, sibling.apiKey);
      assert.equal(other.envelope.code, 200);
      assert.equal(other.envelope.data.taskId, taskId);
      assert.equal(other.envelope.data.status, 1);
    });

    test("an expired key answers 401 for a task its account can see", async () => {
      const key = await service.createKey();
      const expired = await service.createKey({
        account: (await accountName(key.accountId)) ?? "",
        expiresAt: service.clock.now() - 1000,
      });
      const taskId = await submit(key.apiKey);
      const response = await poll(taskId, expired.apiKey);
      assert.equal(response.statusCode, 401);
      assert.equal(response.envelope.msg, "API key has expired");
    });

    test("the key is judged before the task id: a bad key answers 401 whatever the id", async () => {
      const owner = await service.createKey();
      const taskId = await submit(owner.apiKey);
      const revoked = await service.createKey();
      await revokeApiKey(service.services.database.db, revoked.keyId, service.clock.now());
      for (const id of [taskId, UNKNOWN_TASK, "not-a-task"]) {
        for (const [key, msg] of [
          [undefined, "missing Service-API-Key header"],
          ["alk_not-a-real-key", "invalid API key"],
          ["x".repeat(257), "invalid API key"],
          [revoked.apiKey, "API key has been revoked"],
        ] as const) {
          const response = await poll(id, key);
          assert.deepEqual([response.statusCode, response.envelope.msg], [401, msg], `${id} ${key}`);
        }
      }
    });

    test("the rate limit comes before the key check on a poll", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await poll(UNKNOWN_TASK, "alk_flooding-key")).envelope.code);
      assert.deepEqual(codes, [401, 401, 401, 401, 401, 429]);
    });

    async function accountName(accountId: string): Promise<string | undefined> {
      const row = await service.services.database.db
        .selectFrom("accounts")
        .select("name")
        .where("id", "=", accountId)
        .executeTakeFirst();
      return row?.name;
    }
  });
}
