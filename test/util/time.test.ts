import assert from "node:assert/strict";
import { test } from "node:test";
import { formatDateTime, formatDay } from "../../src/util/time.ts";

/** The zone's wall clock straight from Intl, with no memo: what formatDateTime must always print. */
function reference(time: number, timeZone: string): string {
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(new Date(time))) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const ZONES = [
  "Asia/Shanghai",
  "America/New_York",
  "Europe/London",
  "Australia/Lord_Howe", // half-hour daylight saving shift
  "Asia/Kathmandu", // +05:45
  "Africa/Monrovia", // -00:44:30 until 1972
  "UTC",
];

test("formatDateTime and formatDay agree with Intl at every second around DST changes and midnights", () => {
  const instants: number[] = [];
  const around = (iso: string, seconds: number) => {
    const at = Date.parse(iso);
    for (let s = -seconds; s <= seconds; s++) instants.push(at + s * 1000 + (s % 7) * 13);
  };
  around("2026-03-08T07:00:00Z", 150); // New York springs forward
  around("2026-11-01T06:00:00Z", 150); // New York falls back
  around("2026-03-29T01:00:00Z", 150); // London
  around("2026-04-04T15:00:00Z", 150); // Lord Howe falls back half an hour
  around("2026-11-21T16:00:00Z", 150); // midnight in Shanghai
  around("2026-11-21T18:15:00Z", 150); // midnight in Kathmandu
  around("1960-06-01T00:44:30Z", 150); // midnight in Monrovia at -00:44:30 (offset not in whole minutes)
  around("1972-01-07T00:44:00Z", 150); // Monrovia's last partial-minute years
  for (const timeZone of ZONES) {
    for (const time of instants) {
      const expected = reference(time, timeZone);
      assert.equal(formatDateTime(new Date(time), timeZone), expected, `${timeZone} at ${time}`);
      assert.equal(formatDay(new Date(time), timeZone), expected.slice(0, 10), `${timeZone} at ${time}`);
    }
  }
});

test("an invalid date is refused as before, not formatted from a remembered minute", () => {
  assert.throws(() => formatDay(new Date(Number.NaN), "Asia/Shanghai"), RangeError);
  assert.throws(() => formatDateTime(new Date(Number.NaN), "Asia/Shanghai"), RangeError);
});
