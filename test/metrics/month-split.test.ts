import assert from "node:assert/strict";
import { test } from "node:test";
import { splitByMonth } from "../../src/metrics/month-split.ts";

test("splitByMonth: whole months in the middle, partial edge months as days", () => {
  assert.deepEqual(splitByMonth("2025-12-30", "2026-06-15"), {
    months: { first: "2026-01", last: "2026-05" },
    days: [
      { startDate: "2025-12-30", endDate: "2025-12-31" },
      { startDate: "2026-06-01", endDate: "2026-06-15" },
    ],
  });
  assert.deepEqual(splitByMonth("2026-01-01", "2026-06-30"), {
    months: { first: "2026-01", last: "2026-06" },
    days: [],
  });
  // February's last day, in a leap year and not.
  assert.deepEqual(splitByMonth("2028-02-01", "2028-02-29").months, { first: "2028-02", last: "2028-02" });
  assert.deepEqual(splitByMonth("2026-02-01", "2026-02-28").days, []);
});

test("splitByMonth: ranges inside one month, or over two partial months, are days only", () => {
  assert.deepEqual(splitByMonth("2026-03-09", "2026-03-15"), {
    months: null,
    days: [{ startDate: "2026-03-09", endDate: "2026-03-15" }],
  });
  assert.deepEqual(splitByMonth("2026-02-15", "2026-03-10"), {
    months: null,
    days: [
      { startDate: "2026-02-15", endDate: "2026-02-28" },
      { startDate: "2026-03-01", endDate: "2026-03-10" },
    ],
  });
  assert.deepEqual(splitByMonth("2026-03-05", "2026-03-05").days, [
    { startDate: "2026-03-05", endDate: "2026-03-05" },
  ]);
});
