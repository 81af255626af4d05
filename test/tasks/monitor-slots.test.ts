import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { nextSlotAfter, slotAtOrBefore } from "../../src/operations/monitoring/monitor-slots.ts";
import { DAY_MS, HOUR_MS } from "./monitor-fixtures.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

/** The `count` slots after `from`, as ISO instants. */
function slotsAfter(from: string, count: number, intervalMs: number, slotOffsetMs: number, zone: string) {
  const out: string[] = [];
  let t = at(from);
  for (let i = 0; i < count; i++) {
    t = nextSlotAfter(t, { intervalMs, slotOffsetMs }, zone);
    out.push(iso(t));
  }
  return out;
}

describe("monitoring schedule slots", () => {
  const daily = { intervalMs: DAY_MS, slotOffsetMs: 8 * HOUR_MS };

  test("daily at 08:00 Asia/Shanghai (00:00 UTC); a slot's own instant belongs to it, not the next", () => {
    const zone = "Asia/Shanghai";
    assert.equal(iso(nextSlotAfter(at("2026-03-09T23:59:00Z"), daily, zone)), "2026-03-10T00:00:00.000Z");
    assert.equal(iso(nextSlotAfter(at("2026-03-10T00:00:00Z"), daily, zone)), "2026-03-11T00:00:00.000Z");
    assert.equal(iso(slotAtOrBefore(at("2026-03-10T00:00:00Z"), daily, zone)), "2026-03-10T00:00:00.000Z");
    assert.equal(iso(slotAtOrBefore(at("2026-03-09T23:59:59Z"), daily, zone)), "2026-03-09T00:00:00.000Z");
    // 07:00 local on New Year's morning still belongs to the previous year's last slot.
    assert.equal(iso(slotAtOrBefore(at("2025-12-31T23:00:00Z"), daily, zone)), "2025-12-31T00:00:00.000Z");
  });

  test("every 6 hours from 08:00: 08, 14, 20 and 02 local, the 02:00 slot belonging to the day before", () => {
    const zone = "Asia/Shanghai";
    assert.deepEqual(slotsAfter("2026-03-09T23:00:00Z", 5, 6 * HOUR_MS, 8 * HOUR_MS, zone), [
      "2026-03-10T00:00:00.000Z",
      "2026-03-10T06:00:00.000Z",
      "2026-03-10T12:00:00.000Z",
      "2026-03-10T18:00:00.000Z",
      "2026-03-11T00:00:00.000Z",
    ]);
    const six = { intervalMs: 6 * HOUR_MS, slotOffsetMs: 8 * HOUR_MS };
    assert.equal(iso(slotAtOrBefore(at("2026-03-10T19:00:00Z"), six, zone)), "2026-03-10T18:00:00.000Z");
    assert.equal(iso(slotAtOrBefore(at("2026-03-10T23:59:59Z"), six, zone)), "2026-03-10T18:00:00.000Z");
  });

  test("every 2 days: every other calendar day, counted from 1970-01-01 so all monitors agree", () => {
    const zone = "Asia/Shanghai";
    // 2026-03-10 is an even day number (20522), 2026-03-11 an odd one.
    assert.deepEqual(slotsAfter("2026-03-09T12:00:00Z", 3, 2 * DAY_MS, 8 * HOUR_MS, zone), [
      "2026-03-10T00:00:00.000Z",
      "2026-03-12T00:00:00.000Z",
      "2026-03-14T00:00:00.000Z",
    ]);
    const two = { intervalMs: 2 * DAY_MS, slotOffsetMs: 8 * HOUR_MS };
    assert.equal(iso(slotAtOrBefore(at("2026-03-11T23:00:00Z"), two, zone)), "2026-03-10T00:00:00.000Z");
  });

  test("a daylight-saving zone keeps 08:00 on the local clock (23 h and 25 h apart on change days)", () => {
    const zone = "America/New_York";
    // Clocks spring forward on 2026-03-08: 08:00 EST is 13:00 UTC, 08:00 EDT is 12:00 UTC.
    assert.deepEqual(slotsAfter("2026-03-06T12:00:00Z", 4, DAY_MS, 8 * HOUR_MS, zone), [
      "2026-03-06T13:00:00.000Z",
      "2026-03-07T13:00:00.000Z",
      "2026-03-08T12:00:00.000Z",
      "2026-03-09T12:00:00.000Z",
    ]);
    // And fall back on 2026-11-01.
    assert.deepEqual(slotsAfter("2026-10-30T13:00:00Z", 3, DAY_MS, 8 * HOUR_MS, zone), [
      "2026-10-31T12:00:00.000Z",
      "2026-11-01T13:00:00.000Z",
      "2026-11-02T13:00:00.000Z",
    ]);
    assert.equal(iso(slotAtOrBefore(at("2026-03-08T12:30:00Z"), daily, zone)), "2026-03-08T12:00:00.000Z");
    assert.equal(iso(slotAtOrBefore(at("2026-03-08T11:59:00Z"), daily, zone)), "2026-03-07T13:00:00.000Z");
  });
});
