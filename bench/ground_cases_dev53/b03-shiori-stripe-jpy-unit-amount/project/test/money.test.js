import { test } from "node:test";
import assert from "node:assert/strict";

import { formatStripeAmount, fromMinorUnits, isZeroDecimal, toMinorUnits } from "../lib/money.js";

test("jpy is zero-decimal", () => {
  assert.equal(isZeroDecimal("jpy"), true);
  assert.equal(isZeroDecimal("JPY"), true);
  assert.equal(isZeroDecimal("usd"), false);
});

test("toMinorUnits", () => {
  assert.equal(toMinorUnits(480, "jpy"), 480);
  assert.equal(toMinorUnits(3.99, "usd"), 399);
  assert.equal(toMinorUnits(39.9, "usd"), 3990);
});

test("fromMinorUnits", () => {
  assert.equal(fromMinorUnits(480, "jpy"), 480);
  assert.equal(fromMinorUnits(399, "usd"), 3.99);
});

test("formatStripeAmount", () => {
  assert.equal(formatStripeAmount(480, "jpy"), "￥480");
  assert.equal(formatStripeAmount(399, "usd", "en-US"), "$3.99");
});
