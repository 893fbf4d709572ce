import assert from "node:assert/strict";
import { test } from "node:test";
import { computeDelay, describeDelay, shouldRetry } from "../src/client/backoff.js";

test("first retry is below the base", () => {
  assert.equal(computeDelay(0, { random: () => 0.999 }), 249);
});

test("the ceiling doubles with each attempt", () => {
  assert.equal(computeDelay(3, { random: () => 0.5 }), 1000);
});

test("attempt 1 doubles the base", () => {
  assert.equal(computeDelay(1, { random: () => 0.5 }), 250);
  assert.equal(computeDelay(1, { random: () => 0 }), 0);
});

test("never waits longer than the cap", () => {
  assert.equal(computeDelay(20, { random: () => 0.999 }), 29_970);
  assert.ok(computeDelay(1000, { random: () => 0.999 }) < 30_000);
});

test("no retry after a normal close or an auth failure", () => {
  assert.equal(shouldRetry(1000), false);
  assert.equal(shouldRetry(4401), false);
  assert.equal(shouldRetry(1006), true);
});

test("describes short delays without a number", () => {
  assert.equal(describeDelay(300), "正在重连…");
  assert.equal(describeDelay(3200), "3 秒后重连");
});
