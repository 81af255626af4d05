import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, test } from "node:test";
import { promisify } from "node:util";
import { BIN } from "../support/server-process.ts";

const run = promisify(execFile);

async function demo(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, "demo", "--exit", "--port", "0", ...args], {
      encoding: "utf8",
      env: withoutLogLevel(process.env),
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * Days of monitoring the demo fills: the 30 days before today, and today once its 08:00 slot (Asia/Shanghai,
 * UTC+8 without DST; the demo runs no round before its slot) has passed. Before 08:01 there, today has no
 * scheduled round yet: 30 days and 29 scheduled rounds.
 */
function expectedDays(now: number): number {
  const shanghai = new Date(now + 8 * 3_600_000);
  return shanghai.getUTCHours() * 60 + shanghai.getUTCMinutes() >= 8 * 60 + 1 ? 31 : 30;
}

/** The demo's own default (warnings only) applies when the environment names no log level. */
function withoutLogLevel(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { ANSWERLENS_LOG_LEVEL: _ignored, ...rest } = env;
  return rest;
}

function count(db: DatabaseSync, sql: string): number {
  return Number((db.prepare(sql).get() as { n: number }).n);
}

describe("answerlens demo (the README's first command)", () => {
  test("fills 30 days of history through the scheduler and rounds, runs every operation, prints the summary", {
    timeout: 180_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "answerlens-demo-"));
    const dataDir = join(dir, "demo");
    try {
      const days = expectedDays(Date.now());
      const result = await demo(["--data", dataDir]);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /Demo API key \(shown once\): alk_/);
      assert.match(
        result.stdout,
        new RegExp(
          `${days} days of monitoring \\(\\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2}, ${days - 1} scheduled rounds\\)`,
        ),
      );
      for (const section of [
        /recommendation score \d+/,
        /llm\.comparison, /,
        /llm\.trend \(visibility per day\)/,
        /llm\.topic \(5 topics from brand\.topic\)/,
        /prompt\.analysis\.overview/,
        /Competitors: \d+ \(\d+ from the profile, \d+ learned from answers\)/,
        new RegExp(`Rank monitor: 3 prompts, ${3 * days} prompt runs`),
        /geo\.ranking ".+": 5\/5 platforms/,
        /geo\.checker https:\/\/www\.mi\.com\/shop: 10 questions/,
        /Questions people ask \(AI\):/,
        /\/docs/,
        /brand\.statistics \(answerlens\), .+ with 95 % intervals:/,
        // The brand's visibility over the days with its Wilson interval and sample count (75 answers a day).
        new RegExp(
          `^brand +${75 * days} +\\d+(\\.\\d+)?% \\[\\d+(\\.\\d+)?-\\d+(\\.\\d+)?\\] n=${75 * days} `,
          "m",
        ),
        new RegExp(`brand\\.signals \\(answerlens\\), confirmed changes of these ${days} days:`),
      ]) {
        assert.match(result.stdout, section);
      }
      // Logs stay out of the summary unless asked for.
      assert.doesNotMatch(result.stdout, /"level":/);
      // A sparkline per platform, one mark per day.
      const trendRows = result.stdout
        .split("\n")
        .filter((line) =>
          new RegExp(`^(deepseek|kimi|baidu|volcengine|aliyun) +[▁▂▃▄▅▆▇█ ]{${days}} `).test(line),
        );
      assert.equal(trendRows.length, 5);

      const db = new DatabaseSync(join(dataDir, "answerlens.db"), { readOnly: true });
      try {
        // Every day came through the real pipeline: one round per monitor and day, each a monitor.round task.
        assert.equal(count(db, "select count(*) n from monitor_rounds"), 2 * days);
        assert.equal(
          count(db, "select count(*) n from tasks where api_code = 'monitor.round' and status = 2"),
          2 * (days - 1),
        );
        assert.equal(count(db, "select count(distinct day) n from brand_platform_days"), days);
        assert.equal(
          count(db, "select count(distinct day) n from observations where monitor_id is not null"),
          days,
        );
        // The rollups hold exactly the stored brand observations (5 topics x 3 prompts x 5 platforms a day).
        assert.equal(
          count(db, "select sum(observations) n from brand_platform_days"),
          count(
            db,
            "select count(*) n from observations where brand_id is not null and status = 'completed'",
          ),
        );
        assert.equal(count(db, "select count(*) n from observations where sandbox = 0"), 0);
        // Signals were computed as rounds settled: the summary lists what brand_signals holds.
        const signals = count(db, "select count(*) n from brand_signals");
        if (signals === 0) assert.match(result.stdout, /No confirmed change/);
        else assert.match(result.stdout, /DAY +CHANGE +SCOPE +WINDOW/);
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("refuses a data directory holding files it did not make", async () => {
    const dir = mkdtempSync(join(tmpdir(), "answerlens-demo-"));
    try {
      writeFileSync(join(dir, "notes.txt"), "keep me");
      const result = await demo(["--data", dir]);
      assert.equal(result.code, 2);
      assert.match(result.stderr, /holds files the demo did not make \(notes\.txt\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
