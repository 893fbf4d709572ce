import { test } from "node:test";
import assert from "node:assert/strict";
import { addItem, calcLineTotal, cartSubtotal } from "../src/cart.js";

test("weighed line", () => {
  assert.equal(calcLineTotal({ byWeight: true, pricePerKg: 12.8, weightGrams: 500 }), 6.4);
});

test("counted line", () => {
  assert.equal(calcLineTotal({ price: 9.9, qty: 3 }), 29.7);
});

test("subtotal", () => {
  const items = [
    { byWeight: true, pricePerKg: 12.8, weightGrams: 500 },
    { price: 9.9, qty: 3 },
  ];
  assert.equal(cartSubtotal(items), 36.1);
});

test("addItem merges counted items", () => {
  const items = addItem([{ sku: "a", price: 1, qty: 1 }], { sku: "a", price: 1 });
  assert.equal(items[0].qty, 2);
});
