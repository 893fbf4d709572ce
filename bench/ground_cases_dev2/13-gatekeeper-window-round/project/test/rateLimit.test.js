"use strict";
const test = require("node:test");
const assert = require("node:assert");
const { rateLimit } = require("../src/middleware/rateLimit");

function fakeRes() {
  return { statusCode: 200, headers: {}, setHeader(k, v) { this.headers[k] = v; }, end() {} };
}

test("counts requests in the same window", () => {
  let clock = 10_000;
  const mw = rateLimit({ limit: 1, windowMs: 60_000, now: () => clock });
  const res = fakeRes();
  mw({ ip: "1.2.3.4" }, res, () => {});
  clock = 40_000;
  mw({ ip: "1.2.3.4" }, res, () => {});
  assert.strictEqual(res.statusCode, 429);
});

test("lets the first request through", () => {
  const mw = rateLimit({ limit: 1, windowMs: 60_000, now: () => 0 });
  let passed = false;
  mw({ ip: "1.2.3.4" }, fakeRes(), () => { passed = true; });
  assert.ok(passed);
});
