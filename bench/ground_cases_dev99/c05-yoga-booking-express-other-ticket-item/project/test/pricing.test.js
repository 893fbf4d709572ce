const test = require("node:test");
const assert = require("node:assert/strict");
const { quote } = require("../src/services/pricing");

test("one hour in the small room", () => {
  const q = quote({ room: "small", start: "10:00", end: "11:00", coupon: { code: "NEW10", amount: 10 } });
  assert.equal(q.base, 80);
  assert.equal(q.total, 70);
});

test("ninety minutes in the large room", () => {
  const q = quote({ room: "large", start: "18:00", end: "19:30", coupon: { code: "X", amount: 0 } });
  assert.equal(q.total, 225);
});

test("coupon larger than the price gives zero", () => {
  const q = quote({ room: "small", start: "10:00", end: "10:30", coupon: { code: "BIG", amount: 100 } });
  assert.equal(q.total, 0);
});

test("no coupon means no discount", () => {
  const q = quote({ room: "small", start: "10:00", end: "11:00" });
  assert.equal(q.off, 0);
  assert.equal(q.total, 80);
});

test("too short is rejected", () => {
  assert.throws(() => quote({ room: "small", start: "10:00", end: "10:15" }), /too short/);
});

test("unknown room is rejected", () => {
  assert.throws(() => quote({ room: "huge", start: "10:00", end: "11:00" }), /unknown room/);
});
