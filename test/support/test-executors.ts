import { setTimeout as sleep } from "node:timers/promises";
import type { TaskApiCode } from "../../src/operations/operation.ts";
import type { TaskExecutor, TaskExecutors } from "../../src/operations/task-executor.ts";

/**
 * Executors for exercising the task runtime itself through its plug-in interface: they decide the
 * outcome from the request (the keyword), so one test service can show every lifecycle path.
 * - keyword "succeed": two durable steps, then SUCCESS with the steps' values
 * - keyword "fail": FAILED with a message
 * - keyword "hang": waits until aborted (deadline, cancel or shutdown)
 * - keyword "throw": the executor throws (internal error -> FAILED)
 */
export function lifecycleExecutors(
  apiCodes: TaskApiCode[] = ["geo.ranking"],
): TaskExecutors & { calls: string[] } {
  const calls: string[] = [];
  const executor = (apiCode: TaskApiCode): TaskExecutor => ({
    apiCode,
    async execute(params, context) {
      const keyword = (params as { keyword?: string }).keyword ?? "";
      if (keyword === "fail") return { status: "failed", error: "the platform refused the question" };
      if (keyword === "throw") throw new Error("boom");
      if (keyword === "hang") {
        await sleep(3_600_000, undefined, { signal: context.signal });
      }
      const first = await context.step("first", async () => {
        calls.push(`${context.taskId}:first`);
        return { n: 1 };
      });
      const second = await context.step("second", async () => {
        calls.push(`${context.taskId}:second`);
        return { n: 2 };
      });
      return { status: "success", result: { keyword, steps: [first, second] } };
    },
  });
  return Object.assign(new Map(apiCodes.map((code) => [code, executor(code)])), { calls });
}
