import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { type Database, migrateToLatest, openDatabase } from "../../src/store/database.ts";
import { insertObservation, type NewObservation } from "../../src/store/observations/insert-observation.ts";
import {
  createObservationWriter,
  type ObservationWriter,
} from "../../src/store/observations/observation-writer.ts";
import type { BrandObservationFacts } from "../../src/store/rollups/rollup-deltas.ts";
import { createPostgresDatabase, DIALECTS } from "../support/test-databases.ts";

const DAY = "2026-03-01";

const row = (id: string, extra: Partial<NewObservation> = {}): NewObservation => ({
  id,
  account_id: "acct_w",
  task_id: "task_w",
  api_code: "geo.brand",
  platform: "deepseek",
  question: `question ${id}`,
  status: "completed",
  error: null,
  answer_text: "answer",
  sources: null,
  retrieved_sources: null,
  analysis: null,
  adapter: null,
  model: null,
  search_enabled: null,
  search_used: null,
  sandbox: 1,
  latency_ms: null,
  attempts: null,
  input_tokens: null,
  output_tokens: null,
  asked_at: 0,
  day: DAY,
  ...extra,
});

/** A brand answer that mentions the brand `mentions` times at rank 1. */
const facts = (brandId: string, mentions: number): BrandObservationFacts => ({
  brandId,
  platform: "deepseek",
  day: DAY,
  promptId: "prompt_w",
  topicId: null,
  target: { mentions, position: 1, sentimentScore: 50, recommended: false, recommendCount: 0 },
  names: [{ name: "Acme", nameKey: "acme", mentions, position: 1, sentimentScore: 50 }],
});

/** Violates NOT NULL, so its insert (and any flush carrying it) fails. */
const badRow = (id: string) => row(id, { question: null as unknown as string });

/**
 * Starts a flush of one row, so the writes that follow in the same tick wait for it and go together
 * in the next flush. Returns that first write's promise.
 */
/** A write in the same turn as the ones after it: all go in one flush. */
const occupy = (writer: ObservationWriter, id: string) => writer.write(row(id));

/** Lets the writer see its queue empty and go idle. */
const idle = () => new Promise<void>((resolve) => setImmediate(resolve));

for (const dialect of DIALECTS) {
  describe(`observation writer batches concurrent writes (${dialect})`, () => {
    let database: Database;
    let cleanUp: () => Promise<void>;
    before(async () => {
      if (dialect === "sqlite") {
        const dir = mkdtempSync(join(tmpdir(), "answerlens-writer-"));
        database = openDatabase({ kind: "sqlite", path: join(dir, "a.db") });
        cleanUp = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const postgres = await createPostgresDatabase();
        database = openDatabase({ kind: "postgres", url: postgres.url, poolSize: 4 });
        cleanUp = postgres.drop;
      }
      await migrateToLatest(database);
      await database.db
        .insertInto("accounts")
        .values({ id: "acct_w", name: "w", points: 0, created_at: 0 })
        .execute();
    });
    after(async () => {
      await database.close();
      await cleanUp();
    });

    const stored = async (prefix: string) =>
      (
        await database.db
          .selectFrom("observations")
          .select("id")
          .where("id", "like", `${prefix}%`)
          .orderBy("id")
          .execute()
      ).map((r) => r.id);
    // (Spread: node:sqlite rows have no prototype, which deepEqual tells apart from a literal.)
    const platformDay = async (brandId: string) => ({
      ...(await database.db
        .selectFrom("brand_platform_days")
        .select(["observations", "mention_sum"])
        .where("brand_id", "=", brandId)
        .where("platform", "=", "deepseek")
        .executeTakeFirstOrThrow()),
    });
    const nameMonth = async (brandId: string) => ({
      ...(await database.db
        .selectFrom("brand_name_months")
        .select("mention_sum")
        .where("brand_id", "=", brandId)
        .where("platform", "=", "")
        .executeTakeFirstOrThrow()),
    });

    test("a lone write flushes alone; writes of one turn go together, capped per flush", async () => {
      const writer = createObservationWriter(database.db, { maxRows: 10 });
      assert.equal(await writer.write(row("batch_00")), true);
      assert.deepEqual(writer.stats(), { flushes: 1, rows: 1, retried: 0 });
      await idle();

      const ids = Array.from({ length: 25 }, (_, i) => `batch_${String(i + 1).padStart(2, "0")}`);
      const results = await Promise.all(ids.map((id) => writer.write(row(id))));
      assert.deepEqual(
        results,
        ids.map(() => true),
      );
      // The 25 were written in one turn: flushes of 10, 10 and 5, one after another.
      assert.deepEqual(writer.stats(), { flushes: 4, rows: 26, retried: 0 });
      assert.deepEqual(await stored("batch_"), ["batch_00", ...ids]);
    });

    test("each write learns whether its row was new: stored before, or a duplicate within the flush", async () => {
      await insertObservation(database.db, row("flag_a"));
      const writer = createObservationWriter(database.db);
      const results = await Promise.all([
        occupy(writer, "flag_0"),
        writer.write(row("flag_a")),
        writer.write(row("flag_b")),
        writer.write(row("flag_b", { question: "the same question written again" })),
        writer.write(row("flag_c")),
      ]);
      assert.deepEqual(results, [true, false, true, false, true]);
      assert.deepEqual(writer.stats(), { flushes: 1, rows: 5, retried: 0 });
      assert.deepEqual(await stored("flag_"), ["flag_0", "flag_a", "flag_b", "flag_c"]);
      const b = await database.db
        .selectFrom("observations")
        .select("question")
        .where("id", "=", "flag_b")
        .executeTakeFirstOrThrow();
      assert.equal(b.question, "question flag_b", "the first write of an id is the one stored");
    });

    test("rollups count each inserted row once, whether the flush met a stored row or a duplicate", async () => {
      const brand = "brand_roll";
      assert.equal(await insertObservation(database.db, row("roll_p"), facts(brand, 1)), true);
      const writer = createObservationWriter(database.db);
      const results = await Promise.all([
        occupy(writer, "roll_0"),
        writer.write(row("roll_p"), facts(brand, 100)),
        writer.write(row("roll_q"), facts(brand, 2)),
        writer.write(row("roll_r"), facts(brand, 4)),
        writer.write(row("roll_q"), facts(brand, 1000)),
        // A row without facts in a flush with facts adds nothing to the rollups.
        writer.write(row("roll_s")),
      ]);
      assert.deepEqual(results, [true, false, true, true, false, true]);
      assert.equal(writer.stats().flushes, 1);
      assert.deepEqual(await platformDay(brand), { observations: 3, mention_sum: 7 });
      assert.deepEqual(await nameMonth(brand), { mention_sum: 7 });

      // Written again later (a resumed task): nothing new, nothing counted.
      assert.deepEqual(
        await Promise.all([
          writer.write(row("roll_q"), facts(brand, 2)),
          writer.write(row("roll_r"), facts(brand, 4)),
        ]),
        [false, false],
      );
      assert.deepEqual(await platformDay(brand), { observations: 3, mention_sum: 7 });
    });

    test("a failing row rejects only its own write; the rest of its flush is stored and counted once", async () => {
      const brand = "brand_fail";
      const writer = createObservationWriter(database.db);
      const writes = [
        occupy(writer, "fail_0"),
        writer.write(row("fail_a"), facts(brand, 1)),
        writer.write(badRow("fail_b"), facts(brand, 10)),
        writer.write(row("fail_c"), facts(brand, 100)),
        writer.write(row("fail_d")),
      ];
      const settled = await Promise.allSettled(writes);
      assert.deepEqual(
        settled.map((s) => s.status),
        ["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"],
      );
      assert.deepEqual(
        settled.filter((s) => s.status === "fulfilled").map((s) => s.value),
        [true, true, true, true],
      );
      assert.match(String((settled[2] as PromiseRejectedResult).reason), /null/i);
      assert.deepEqual(writer.stats(), { flushes: 1, rows: 5, retried: 5 });
      assert.deepEqual(await stored("fail_"), ["fail_0", "fail_a", "fail_c", "fail_d"]);
      assert.deepEqual(await platformDay(brand), { observations: 2, mention_sum: 101 });

      // A lone failing write rejects; the writer keeps working afterwards.
      await assert.rejects(writer.write(badRow("fail_e")));
      assert.equal(await writer.write(row("fail_f")), true);
      assert.deepEqual(writer.stats(), { flushes: 3, rows: 7, retried: 5 });

      // Without facts a flush is one statement, not a transaction: the same holds.
      await idle();
      const plain = await Promise.allSettled([
        occupy(writer, "fail_g"),
        writer.write(row("fail_h")),
        writer.write(badRow("fail_i")),
        writer.write(row("fail_j")),
      ]);
      assert.deepEqual(
        plain.map((s) => s.status),
        ["fulfilled", "fulfilled", "rejected", "fulfilled"],
      );
      assert.deepEqual(writer.stats(), { flushes: 4, rows: 11, retried: 9 });
      assert.deepEqual(await stored("fail_"), [
        "fail_0",
        "fail_a",
        "fail_c",
        "fail_d",
        "fail_f",
        "fail_g",
        "fail_h",
        "fail_j",
      ]);
    });
  });
}
