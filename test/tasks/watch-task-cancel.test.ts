import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import type { KyselyPlugin } from "kysely";
import { finishTask } from "../../src/tasks/finish-task.ts";
import { CANCEL_CHECK_MS, watchTaskCancel } from "../../src/tasks/watch-task-cancel.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Counts the statements that reach the database through the handle it is added to. */
function countingPlugin(): KyselyPlugin & { count: number } {
  const plugin = {
    count: 0,
    transformQuery(args: Parameters<KyselyPlugin["transformQuery"]>[0]) {
      plugin.count++;
      return args.node;
    },
    async transformResult(args: Parameters<KyselyPlugin["transformResult"]>[0]) {
      return args.result;
    },
  };
  return plugin;
}

for (const dialect of DIALECTS) {
  describe(`running tasks notice a cancel through one shared check (${dialect})`, () => {
    let service: TestService;
    let key: string;

    before(async () => {
      service = await startTestService(dialect, { workers: false });
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    const submit = async (keyword: string) => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: { apiCode: "geo.ranking", data: { keyword, brandKeyword: ["小米"], platforms: ["deepseek"] } },
      });
      assert.equal(response.envelope.code, 200, response.envelope.msg);
      return response.envelope.data.taskId as string;
    };

    test("only the cancelled task is told, within one interval, by one query for all of them", async () => {
      const ids = await Promise.all(["a", "b", "c"].map(submit));
      const counter = countingPlugin();
      const db = service.services.database.db.withPlugin(counter);
      const ended: string[] = [];
      const stops = ids.map((id) => watchTaskCancel(db, id, () => ended.push(id)));
      await finishTask(service.services.database.db, {
        taskId: ids[1],
        status: 5,
        error: "cancelled by the caller",
        now: Date.now(),
      });
      const started = Date.now();
      while (ended.length === 0 && Date.now() - started < 3 * CANCEL_CHECK_MS) await sleep(20);
      assert.ok(Date.now() - started <= CANCEL_CHECK_MS + 1000, "told within one interval");
      assert.deepEqual(ended, [ids[1]]);
      assert.equal(counter.count, 1, "one statement checks every watched task");
      for (const stop of stops) stop();
      await sleep(CANCEL_CHECK_MS + 200);
      assert.equal(counter.count, 1, "no task watched: no more checks");
    });
  });
}
