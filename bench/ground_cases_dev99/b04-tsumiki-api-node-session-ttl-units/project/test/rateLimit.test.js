import assert from "node:assert/strict";
import { test } from "node:test";
import { rateLimit } from "../src/middleware/rateLimit.js";

function run(mw, ip) {
  let status = 200;
  let nextCalled = false;
  const res = {
    set() {},
    status(code) {
      status = code;
      return this;
    },
    json() {
      return this;
    },
  };
  mw({ ip }, res, () => {
    nextCalled = true;
  });
  return nextCalled ? 200 : status;
}

test("allows up to max requests per window", () => {
  const mw = rateLimit({ windowSec: 60, max: 2, now: () => 5_000 });
  assert.equal(run(mw, "1.1.1.1"), 200);
  assert.equal(run(mw, "1.1.1.1"), 200);
  assert.equal(run(mw, "1.1.1.1"), 429);
  assert.equal(run(mw, "2.2.2.2"), 200);
});

test("a new window resets the count", () => {
  let t = 0;
  const mw = rateLimit({ windowSec: 1, max: 1, now: () => t });
  assert.equal(run(mw, "1.1.1.1"), 200);
  assert.equal(run(mw, "1.1.1.1"), 429);
  t = 1_000;
  assert.equal(run(mw, "1.1.1.1"), 200);
});
