import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveDateRange } from "../../../src/operations/params/date-range.ts";
import { assertServiceError } from "../assert-service-error.ts";

const today = "2026-11-22";

test("defaults: the last 7 days ending today", () => {
  assert.deepEqual(resolveDateRange({}, today), { startDate: "2026-11-16", endDate: "2026-11-22" });
  assert.deepEqual(resolveDateRange({ startDate: null, endDate: "" }, today), {
    startDate: "2026-11-16",
    endDate: "2026-11-22",
  });
});

test("default start is the end minus 6 days, across month and year ends", () => {
  assert.deepEqual(resolveDateRange({ endDate: "2026-03-03" }, today), {
    startDate: "2026-02-25",
    endDate: "2026-03-03",
  });
  assert.deepEqual(resolveDateRange({ endDate: "2026-01-02" }, today), {
    startDate: "2025-12-27",
    endDate: "2026-01-02",
  });
});

test("an end date after today is cut to today", () => {
  assert.deepEqual(resolveDateRange({ endDate: "2026-11-23" }, today), {
    startDate: "2026-11-16",
    endDate: "2026-11-22",
  });
  assert.deepEqual(resolveDateRange({ startDate: "2026-11-01", endDate: "2030-01-01" }, today), {
    startDate: "2026-11-01",
    endDate: "2026-11-22",
  });
});

test("explicit ranges pass through, a single day included", () => {
  assert.deepEqual(resolveDateRange({ startDate: "2026-10-01", endDate: "2026-10-31" }, today), {
    startDate: "2026-10-01",
    endDate: "2026-10-31",
  });
  assert.deepEqual(resolveDateRange({ startDate: "2026-11-22" }, today), {
    startDate: "2026-11-22",
    endDate: "2026-11-22",
  });
  assert.deepEqual(resolveDateRange({ startDate: " 2026-11-20 " }, today).startDate, "2026-11-20");
});

test("a start later than the end is 400", () => {
  assertServiceError(
    () => resolveDateRange({ startDate: "2026-10-02", endDate: "2026-10-01" }, today),
    400,
    "data.startDate must not be later than data.endDate",
  );
  assertServiceError(
    () => resolveDateRange({ startDate: "2026-11-23", endDate: "2026-11-22" }, today),
    400,
    "data.startDate must not be later than data.endDate",
  );
  // Without an endDate, or with one cut to today, the bound is today.
  assertServiceError(
    () => resolveDateRange({ startDate: "2026-11-23" }, today),
    400,
    "data.startDate",
    today,
  );
  assertServiceError(
    () => resolveDateRange({ startDate: "2026-12-01", endDate: "2026-12-05" }, today),
    400,
    "data.startDate must not be later than today (2026-11-22)",
  );
});

test("the span is at most 6 calendar months: the edge day passes, the day before fails", () => {
  assert.deepEqual(resolveDateRange({ startDate: "2026-05-22" }, today), {
    startDate: "2026-05-22",
    endDate: "2026-11-22",
  });
  assertServiceError(
    () => resolveDateRange({ startDate: "2026-05-21" }, today),
    400,
    "data.startDate",
    "data.endDate",
    "6 months",
    "2026-05-22",
  );
  // Month arithmetic clamps: six months before Aug 31 is Feb 28.
  assert.equal(
    resolveDateRange({ startDate: "2026-02-28", endDate: "2026-08-31" }, today).startDate,
    "2026-02-28",
  );
  assertServiceError(
    () => resolveDateRange({ startDate: "2026-02-27", endDate: "2026-08-31" }, today),
    400,
    "6 months",
  );
  // The span is measured from the cut end date.
  assertServiceError(
    () => resolveDateRange({ startDate: "2026-05-21", endDate: "2027-01-01" }, today),
    400,
    "6 months",
  );
});

test("dates must be real yyyy-MM-dd days of type string", () => {
  for (const bad of [
    "2026-02-30",
    "2026-13-01",
    "2026-1-5",
    "20261122",
    "2026/11/22",
    "2026-11-22T00:00:00",
    "x",
  ]) {
    assertServiceError(
      () => resolveDateRange({ startDate: bad }, today),
      400,
      "data.startDate",
      "yyyy-MM-dd",
    );
    assertServiceError(() => resolveDateRange({ endDate: bad }, today), 400, "data.endDate", "yyyy-MM-dd");
  }
  assert.equal(
    resolveDateRange({ startDate: "2024-02-29", endDate: "2024-03-01" }, today).startDate,
    "2024-02-29",
  );
  assertServiceError(() => resolveDateRange({ startDate: "2025-02-29" }, today), 400, "data.startDate");
  for (const bad of [20261122, true, ["2026-11-22"], {}]) {
    assertServiceError(() => resolveDateRange({ endDate: bad }, today), 400, "data.endDate must be a string");
  }
});
