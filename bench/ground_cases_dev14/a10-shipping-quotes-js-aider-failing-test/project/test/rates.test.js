"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const { quote, tierFor } = require("../src/lib/rates");

const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;

test("domestic 1 kg parcel", () => {
  const q = quote({ weightKg: 1, country: "DE" });
  assert.equal(q.zone, "domestic");
  assert.equal(q.base, 4.99);
  assert.equal(q.fuel, 0.22);
  assert.equal(q.total, 5.21);
});

test("express costs 1.8x the base", () => {
  const q = quote({ weightKg: 4, country: "AT", express: true });
  assert.equal(q.base, 13.99);
  assert.equal(q.express, 11.19);
  assert.equal(q.total, round2(13.99 + 0.63 + 11.19));
});

test("tier bounds are inclusive", () => {
  assert.equal(tierFor(2).maxKg, 2);
  assert.equal(tierFor(2.01).maxKg, 5);
});

test("unknown country is quoted as world", () => {
  assert.equal(quote({ weightKg: 3, country: "BR" }).zone, "world");
});

test("rejects zero and negative weights", () => {
  assert.throws(() => quote({ weightKg: 0, country: "DE" }), RangeError);
  assert.throws(() => quote({ weightKg: -1, country: "DE" }), RangeError);
});

test("accepts the weight as a string", () => {
  const q = quote({ weightKg: "2.5", country: "DE" });
  assert.equal(q.base, 6.99);
});

test("too heavy for a parcel", () => {
  assert.throws(() => quote({ weightKg: 40, country: "DE" }), /freight quote/);
});
