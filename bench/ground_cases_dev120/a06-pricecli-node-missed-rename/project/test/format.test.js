"use strict";

const test = require("node:test");
const assert = require("node:assert");
const { formatMoney, formatPercent, pad } = require("../src/format");

test("formats euros", () => {
  assert.strictEqual(formatMoney(12.5), "12,50\u00a0€");
});

test("n/a for garbage", () => {
  assert.strictEqual(formatMoney("abc"), "n/a");
});

test("percent", () => {
  assert.strictEqual(formatPercent(0.1234), "12.3%");
});

test("pad right", () => {
  assert.strictEqual(pad("7", 3, "right"), "  7");
});
