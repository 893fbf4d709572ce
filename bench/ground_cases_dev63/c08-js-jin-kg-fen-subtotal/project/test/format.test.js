import { test } from "node:test";
import assert from "node:assert/strict";
import { formatDiscount, formatMoney, priceLabel } from "../src/format.js";

test("formatMoney", () => {
  assert.equal(formatMoney(12.5), "¥12.50");
  assert.equal(formatMoney(12345.6), "¥12,345.60");
});

test("priceLabel weighed shows per-jin price", () => {
  assert.equal(priceLabel({ byWeight: true, pricePerKg: 25.6 }), "¥12.80/斤");
});

test("priceLabel counted", () => {
  assert.equal(priceLabel({ price: 9.9 }), "¥9.90");
});

test("formatDiscount", () => {
  assert.equal(formatDiscount(0.15), "8.5折");
  assert.equal(formatDiscount(0.2), "8折");
});
