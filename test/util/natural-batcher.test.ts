import assert from "node:assert/strict";
import { test } from "node:test";
import { createNaturalBatcher } from "../../src/util/natural-batcher.ts";

test("items of one turn go together, capped per batch; keys never share a batch; a lone refusal is the item's own", async () => {
  const batches: string[][] = [];
  const batcher = createNaturalBatcher<string, string>({
    maxBatch: 3,
    keyOf: (item) => item[0] as string,
    async runBatch(items) {
      batches.push(items);
      return items.map((item) =>
        item.endsWith("!")
          ? { ok: false, error: new Error(`refused ${item}`) }
          : { ok: true, value: item.toUpperCase() },
      );
    },
    runOne: async () => assert.fail("no batch threw"),
  });
  const settled = await Promise.allSettled(
    ["a1", "a2", "b1", "a3!", "a4", "b2"].map((item) => batcher.add(item)),
  );
  assert.deepEqual(
    settled.map((s) => (s.status === "fulfilled" ? s.value : String(s.reason))),
    ["A1", "A2", "B1", "Error: refused a3!", "A4", "B2"],
  );
  // Keys run side by side; within a key, the batch of the turn first, then the rest.
  assert.deepEqual(batches.sort(), [["a1", "a2", "a3!"], ["a4"], ["b1", "b2"]]);
});

test("a batch that throws is retried item by item in order; a lone item that throws is rejected as is", async () => {
  const ran: string[] = [];
  const batcher = createNaturalBatcher<string, string>({
    maxBatch: 10,
    async runBatch(items) {
      if (items.length > 1 || items[0] === "bad") throw new Error("batch failed");
      return items.map((value) => ({ ok: true, value }));
    },
    async runOne(item) {
      ran.push(item);
      if (item === "bad") throw new Error(`${item} alone`);
      return item;
    },
  });
  const settled = await Promise.allSettled(["x", "bad", "y"].map((item) => batcher.add(item)));
  assert.deepEqual(
    settled.map((s) => (s.status === "fulfilled" ? s.value : String(s.reason))),
    ["x", "Error: bad alone", "y"],
  );
  assert.deepEqual(ran, ["x", "bad", "y"]);
  await assert.rejects(batcher.add("bad"), /batch failed/);
});
