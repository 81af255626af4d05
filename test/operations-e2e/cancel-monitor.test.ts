import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { main } from "../../src/cli/main.ts";
import { captureIo } from "../support/capture-io.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { runTask } from "./e2e-assertions.ts";

/**
 * Issue 13, defect 7: `task cancel` on a finished monitoring task says that the monitor stopped (the
 * cancel answer's `monitorStopped`), and exits 0 because it did what was asked.
 */
for (const dialect of DIALECTS) {
  describe(`task cancel on a monitoring task says the monitor stopped (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let url: string;
    before(async () => {
      service = await startTestService(dialect);
      key = (await service.createKey()).apiKey;
      url = await service.app.listen({ host: "127.0.0.1", port: 0 });
    });
    after(() => service.close());

    test("the first cancel stops the monitor (exit 0), the second has nothing to stop (exit 1)", async () => {
      const task = await runTask(service, key, "geo.rank_monitor", {
        taskName: "手机监测",
        platforms: ["deepseek"],
        promptTexts: ["最好的国产手机品牌有哪些？"],
        brandKeywords: ["小米"],
      });
      assert.equal(task.status, 2, task.errorMessage);
      const first = captureIo();
      const code = await main(
        ["task", "cancel", task.taskId, "--url", url, "--key", key, "--json"],
        first.io,
      );
      assert.equal(code, 0, first.err());
      assert.match(first.err(), /its monitor is stopped, no further rounds will run; the task stays success/);
      assert.equal(JSON.parse(first.out()).monitorStopped, true);

      const second = captureIo();
      assert.equal(await main(["task", "cancel", task.taskId, "--url", url, "--key", key], second.io), 1);
      assert.match(second.err(), /already ended; it stays success/);
      const answer = await service.call({
        method: "POST",
        url: `/v1/openapi/tasks/${task.taskId}/cancel`,
        key,
      });
      assert.equal(answer.envelope.data.monitorStopped, false);
    });
  });
}
