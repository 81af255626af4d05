import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { CSV_HEADER, csvCell } from "../../src/operations/rank-monitor-export/export-formats.ts";
import { rankObservationRows } from "../../src/operations/rank-monitor-export/rank-observation-rows.ts";
import { runTask } from "../operations-e2e/e2e-assertions.ts";
import { BIN } from "../support/server-process.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { PROMPTS, rankMonitorWithTwoRounds, storedObservationIds } from "./rank-monitor-fixture.ts";

/** RFC 4180 records of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return records;
}

/** Runs the CLI without blocking: the service answering it lives in this process. */
function cli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

for (const dialect of DIALECTS) {
  describe(`rank monitor export (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let taskId: string;
    before(async () => {
      service = await startTestService(dialect);
      key = (await service.createKey()).apiKey;
      taskId = await rankMonitorWithTwoRounds(service, key);
    });
    after(() => service.close());

    const download = (url: string, apiKey = key) =>
      service.app.inject({ method: "GET", url, headers: { "service-api-key": apiKey } });

    test("CSV: UTF-8 BOM, header row, one line per stored observation; Chinese and commas survive", async () => {
      const response = await download(`/v1/openapi/tasks/${taskId}/export?format=csv`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers["content-type"], "text/csv; charset=utf-8");
      assert.match(String(response.headers["content-disposition"]), new RegExp(`${taskId}\\.csv`));
      const bytes = response.rawPayload;
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], "UTF-8 BOM");
      const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
      assert.equal(header.join(","), CSV_HEADER);
      const stored = await storedObservationIds(service, taskId);
      assert.equal(stored.length, 16, "2 rounds x 2 prompts x 2 platforms x 2 repeats");
      assert.equal(rows.length, stored.length);
      const column = (name: string) => header.indexOf(name);
      assert.deepEqual(rows.map((row) => row[column("analysisId")]).sort(), stored);
      assert.deepEqual(new Set(rows.map((row) => row[column("promptText")])), new Set(PROMPTS));
      assert.equal(new Set(rows.map((row) => row[column("runId")])).size, 4, "2 rounds x 2 prompts");
    });

    test("JSON Lines: the same rows with the figures of the task's platform details", async () => {
      const response = await download(`/v1/openapi/tasks/${taskId}/export?format=jsonl`);
      assert.equal(response.statusCode, 200);
      const rows = response.body
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line));
      assert.deepEqual(rows.map((row) => row.analysisId).sort(), await storedObservationIds(service, taskId));
      const record = (await service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key })).envelope
        .data;
      const byId = new Map(rows.map((row) => [row.analysisId, row]));
      for (const prompt of record.result.prompts) {
        assert.equal(prompt.runs.length, 2);
        for (const run of prompt.runs) {
          for (const detail of run.platformDetails) {
            const row = byId.get(detail.analysisId);
            assert.equal(row.runId, run.runId);
            assert.equal(row.runTime, run.runTime);
            assert.equal(row.promptId, prompt.promptId);
            for (const [field, value] of Object.entries(detail)) assert.deepEqual(row[field], value, field);
          }
        }
      }
    });

    test("`answerlens export` writes the same file from a running server", async () => {
      const url = await service.app.listen({ host: "127.0.0.1", port: 0 });
      const dir = mkdtempSync(join(tmpdir(), "answerlens-export-"));
      try {
        const env = { ...process.env, ANSWERLENS_URL: url, ANSWERLENS_KEY: key };
        const out = join(dir, "export.csv");
        const csv = await cli(["export", taskId, "--out", out], env);
        assert.equal(csv.status, 0, csv.stderr);
        const http = await download(`/v1/openapi/tasks/${taskId}/export?format=csv`);
        assert.deepEqual(readFileSync(out), http.rawPayload);
        const jsonl = await cli(["export", taskId, "--format", "jsonl"], env);
        assert.equal(jsonl.status, 0, jsonl.stderr);
        assert.equal(
          jsonl.stdout.trimEnd().split("\n").length,
          (await storedObservationIds(service, taskId)).length,
        );
        assert.ok(!`${csv.stderr}${jsonl.stderr}`.includes(key), "the key is never printed");
        const refused = await cli(["export", taskId, "--format", "xlsx"], env);
        assert.equal(refused.status, 2);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test("paging: small pages give the same rows in the same order", async () => {
      const monitor = await service.services.database.db
        .selectFrom("monitors")
        .select("id")
        .where("task_id", "=", taskId)
        .executeTakeFirstOrThrow();
      const collect = async (sizes?: { rounds: number; observations: number }) => {
        const ids: string[] = [];
        for await (const row of rankObservationRows(
          service.services.database.db,
          monitor,
          "Asia/Shanghai",
          sizes,
        ))
          ids.push(row.analysisId);
        return ids;
      };
      const whole = await collect();
      assert.equal(whole.length, 16);
      assert.deepEqual(await collect({ rounds: 1, observations: 3 }), whole);
    });

    test("uses count GEO_RANK_MONITOR_EXPORT_DATA; refusals: bad format 400, other task kind 400, other account 404, no permission 403", async () => {
      const quota = async (apiKey: string) =>
        (
          await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey })
        ).envelope.data.permissions.find(
          (p: { permissionCode: string }) => p.permissionCode === "GEO_RANK_MONITOR_EXPORT_DATA",
        );
      const before = (await quota(key)).usedCount;
      await download(`/v1/openapi/tasks/${taskId}/export`);
      assert.equal((await quota(key)).usedCount, before + 1);

      const bad = await download(`/v1/openapi/tasks/${taskId}/export?format=xlsx`);
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().code, 400);
      assert.match(bad.json().msg, /format must be one of: csv, jsonl/);

      const ranking = await runTask(service, key, "geo.ranking", {
        keyword: "电动车",
        brandKeyword: ["比亚迪"],
        platforms: ["deepseek"],
      });
      const wrongKind = await download(`/v1/openapi/tasks/${ranking.taskId}/export`);
      assert.equal(wrongKind.json().code, 400);
      assert.match(wrongKind.json().msg, /geo\.rank_monitor/);

      const stranger = (await service.createKey()).apiKey;
      const hidden = await download(`/v1/openapi/tasks/${taskId}/export`, stranger);
      assert.equal(hidden.statusCode, 404);
      assert.equal(hidden.json().data, null);

      const limited = await service.createKey({ permissions: [{ code: "GEO_RANK_MONITOR", limit: null }] });
      const forbidden = await download(`/v1/openapi/tasks/${taskId}/export`, limited.apiKey);
      assert.equal(forbidden.json().code, 403);
      assert.equal((await quota(key)).usedCount, before + 1, "refused calls use nothing");
    });
  });
}

test("csvCell: quoting per RFC 4180 and formula text neutralised", () => {
  assert.equal(csvCell("plain 中文"), "plain 中文");
  assert.equal(csvCell('a "b", c'), '"a ""b"", c"');
  assert.equal(csvCell("line\nbreak"), '"line\nbreak"');
  assert.equal(csvCell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
  assert.equal(csvCell(-3), "-3");
});
