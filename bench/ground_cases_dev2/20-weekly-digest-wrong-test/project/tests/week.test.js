"use strict";
const test = require("node:test");
const assert = require("node:assert");
const { isoWeek, weekLabel } = require("../src/week");

test("mid-year week", () => {
  assert.deepStrictEqual(isoWeek(new Date("2024-06-12T00:00:00Z")), { year: 2024, week: 24 });
});

test("first days of January can belong to the previous year", () => {
  assert.deepStrictEqual(isoWeek(new Date("2021-01-03T00:00:00Z")), { year: 2021, week: 1 });
});

test("label is zero-padded", () => {
  assert.strictEqual(weekLabel(new Date("2024-01-03T00:00:00Z")), "2024-W01");
});
