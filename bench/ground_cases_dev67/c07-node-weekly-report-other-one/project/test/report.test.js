import { test } from "node:test";
import assert from "node:assert/strict";
import { lastWeekRange } from "../src/report.js";
import { fmtDate, percent, renderSubject } from "../src/format.js";

test("monday run covers the previous monday..monday", () => {
  const { start, end } = lastWeekRange(new Date(2025, 10, 24, 9, 0));
  assert.equal(start.getDate(), 17);
  assert.equal(end.getDate(), 24);
});

test("subject shows the inclusive last day", () => {
  const range = { start: new Date(2025, 10, 17), end: new Date(2025, 10, 24) };
  assert.equal(renderSubject(range), "【周报】11/17-11/23");
});

test("fmtDate pads month and day", () => {
  assert.equal(fmtDate(new Date(2025, 0, 5)), "2025-01-05");
});

test("fmtDate keeps four-digit year", () => {
  assert.equal(fmtDate(new Date(2026, 11, 31)), "2026-12-31");
});

test("percent handles zero", () => {
  assert.equal(percent(1, 0), "-");
  assert.equal(percent(1, 4), "25.0%");
});

test("range is exactly seven days", () => {
  const { start, end } = lastWeekRange(new Date(2025, 10, 26, 9, 0));
  assert.equal((end - start) / 86400000, 7);
});
