import assert from "node:assert/strict";
import { test } from "node:test";

globalThis.kintone = { events: { on() {} } };
const { calcRow, taxRateFor } = await import("../customize/order.js");

const row = (price, qty) => ({
  単価: { value: String(price) },
  数量: { value: String(qty) },
  小計: { value: 0 },
  消費税: { value: 0 },
});

test("店頭受取は8%", () => {
  assert.equal(taxRateFor("店頭受取"), 0.08);
});

test("配達は8%（軽減税率）", () => {
  assert.equal(taxRateFor("配達"), 0.08);
});

test("出張調理は10%", () => {
  assert.equal(taxRateFor("出張調理"), 0.1);
});

test("明細の小計と税", () => {
  const r = row(1080, 3);
  const total = calcRow(r, 0.08);
  assert.equal(r["小計"].value, 3240);
  assert.equal(total, 3240 + 259);
});
