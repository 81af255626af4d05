import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import {
  type AnswerlensClient,
  createClient,
  MissingParameterError,
  NotFoundError,
  type ParamsOf,
  RateLimitedError,
  type SyncApiCode,
  type TaskApiCode,
  TaskWaitTimeoutError,
  UnauthorizedError,
} from "../../client/index.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { lifecycleExecutors } from "../support/test-executors.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const CLIENT_DIR = fileURLToPath(new URL("../../client/", import.meta.url));

/** The test service listening on a real port, so the client talks HTTP through fetch. */
async function listen(service: TestService): Promise<string> {
  return service.app.listen({ host: "127.0.0.1", port: 0 });
}

for (const dialect of DIALECTS) {
  describe(`the TypeScript client against a running service (${dialect})`, () => {
    let service: TestService;
    let client: AnswerlensClient;
    let baseUrl: string;
    before(async () => {
      service = await startTestService(dialect);
      baseUrl = await listen(service);
      client = createClient({ baseUrl, apiKey: (await service.createKey()).apiKey });
    });
    after(() => service.close());

    test("submitTask + waitForTask: a geo.ranking task against the sandbox, with progress", async () => {
      const submitted = await client.submitTask("geo.ranking", {
        keyword: "新能源汽车哪个牌子好",
        brandKeyword: ["比亚迪"],
        platforms: ["deepseek", "kimi"],
      });
      assert.match(submitted.taskId, /^task_[0-9a-f]{32}$/);
      assert.equal(typeof submitted.requestId, "string");
      const seen: number[] = [];
      const task = await client.waitForTask<"geo.ranking">(submitted.taskId, {
        intervalMs: 50,
        timeoutMs: 20_000,
        onProgress: (record) => seen.push(record.status),
      });
      assert.equal(task.status, 2, task.errorMessage ?? "");
      assert.equal(seen.at(-1), 2);
      // Typed from the generated types: ResultOf<"geo.ranking">, no cast.
      const result = task.result;
      assert.ok(result);
      assert.equal(result.keyword, "新能源汽车哪个牌子好");
      assert.equal(typeof result.requestRecommendationRate, "number");
      assert.deepEqual(result.platforms, ["deepseek", "kimi"]);
      assert.equal(result.data.length, 2);
      assert.deepEqual(await client.getTask(submitted.taskId), task);
    });

    test("geo.questions_corr_recommend answers its result in the submit", async () => {
      const answer = await client.submitTask("geo.questions_corr_recommend", { keyword: "电动车" });
      const result = answer.result;
      assert.ok(Array.isArray(result.aiQuestions));
      assert.ok(Array.isArray(result.baiduQuestions));
    });

    test("execute, quotaUsage, and errors typed by envelope code", async () => {
      assert.deepEqual(await client.execute("brand.topic", { brandId: "brand_unknown" }), []);
      const quota = await client.quotaUsage();
      assert.equal(typeof quota.points, "number");
      assert.ok(quota.permissions.some((p) => p.permissionCode === "GEO_RANK_QUERY"));
      await assert.rejects(client.execute("llm.trend", {} as never), (error: unknown) => {
        assert.ok(error instanceof MissingParameterError);
        assert.equal(error.code, 4001);
        assert.equal(error.httpStatus, 400);
        return true;
      });
      await assert.rejects(client.getTask(`task_${"0".repeat(32)}`), NotFoundError);
      const stranger = createClient({ baseUrl, apiKey: "alk_not-a-key" });
      await assert.rejects(stranger.quotaUsage(), (error: unknown) => {
        assert.ok(error instanceof UnauthorizedError);
        assert.equal(error.code, 401);
        assert.doesNotMatch(error.message, /alk_not-a-key/);
        return true;
      });
    });
  });
}

describe("the client's waiting and rate-limit behaviour (sqlite)", () => {
  let service: TestService;
  let baseUrl: string;
  let apiKey: string;
  before(async () => {
    // 60 requests a minute: once spent, the service answers 429 with Retry-After 1.
    service = await startTestService("sqlite", {
      executors: lifecycleExecutors(),
      env: { ANSWERLENS_RATE_LIMIT_PER_MINUTE: "60" },
    });
    baseUrl = await listen(service);
    apiKey = (await service.createKey()).apiKey;
  });
  after(() => service.close());

  test("waitForTask: timeoutMs gives TaskWaitTimeoutError, the signal aborts the wait", async () => {
    const client = createClient({ baseUrl, apiKey });
    const { taskId } = await client.submitTask("geo.ranking", {
      keyword: "hang",
      brandKeyword: ["x"],
      platforms: ["deepseek"],
    });
    await assert.rejects(client.waitForTask(taskId, { intervalMs: 20, timeoutMs: 100 }), (error: unknown) => {
      assert.ok(error instanceof TaskWaitTimeoutError);
      assert.equal((error.task as { status: number }).status, 1);
      return true;
    });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error("stop waiting")), 100);
    await assert.rejects(client.waitForTask(taskId, { signal: controller.signal }), /stop waiting/);
    assert.ok(Date.now() - started < 5_000, "the default 10 s interval was cut short by the signal");
    await client.cancelTask(taskId);
  });

  test("429: the client waits Retry-After and retries; without retries it throws RateLimitedError", async () => {
    const patient = createClient({ baseUrl, apiKey });
    const impatient = createClient({ baseUrl, apiKey, maxRateLimitRetries: 0 });
    let limited: unknown;
    for (let i = 0; i <= 60 && limited === undefined; i++) {
      limited = await impatient.quotaUsage().then(
        () => undefined,
        (error: unknown) => error,
      );
    }
    assert.ok(limited instanceof RateLimitedError, String(limited));
    assert.equal(limited.code, 429);
    assert.ok((limited.retryAfterSeconds ?? 0) >= 1);
    const started = Date.now();
    const quota = await patient.quotaUsage();
    assert.equal(typeof quota.points, "number");
    assert.ok(Date.now() - started >= 500, "the retry waited for the Retry-After");
  });
});

describe("the client package", () => {
  test("its apiCode and parameter types come from the document (tsc checks the expectations)", () => {
    const task: TaskApiCode = "geo.rank_monitor";
    // @ts-expect-error a synchronous query is not a task apiCode
    const notTask: TaskApiCode = "llm.trend";
    const query: SyncApiCode = "brand.signals";
    // @ts-expect-error geo.ranking's brandKeyword is a list of strings
    const params: ParamsOf<"geo.ranking"> = { keyword: "k", brandKeyword: "b", platforms: ["deepseek"] };
    assert.ok(task && notTask && query && params);
  });

  test("uses nothing of Node: no node: imports, and it compiles with only the browser's lib", () => {
    for (const file of readdirSync(CLIENT_DIR).filter((name) => name.endsWith(".ts"))) {
      assert.doesNotMatch(readFileSync(`${CLIENT_DIR}${file}`, "utf8"), /from "node:|require\(/, file);
    }
    // client/tsconfig.json has lib es2022 + dom and no @types/node: Node-only APIs would not compile.
    const tsc = fileURLToPath(new URL("../../node_modules/typescript/bin/tsc", import.meta.url));
    execFileSync(process.execPath, [tsc, "-p", `${CLIENT_DIR}tsconfig.json`, "--noEmit"], { stdio: "pipe" });
  });

  test("is publishable on its own: name, exports with types", () => {
    const pkg = JSON.parse(readFileSync(`${CLIENT_DIR}package.json`, "utf8"));
    assert.equal(pkg.name, "@answerlens/client");
    assert.equal(pkg.exports["."].types, "./dist/index.d.ts");
    assert.equal(pkg.private, undefined);
  });
});
