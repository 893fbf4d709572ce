import assert from "node:assert/strict";
import { test } from "node:test";
import { backoff, isRetryableStatus, jitteredBackoff, withRetry } from "../src/retry.js";

test("backoff doubles and caps", () => {
  assert.equal(backoff(0), 500);
  assert.equal(backoff(1), 1000);
  assert.equal(backoff(10), 30_000);
});

test("withRetry stops after retries", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  let calls = 0;
  const run = withRetry(async () => {
    calls++;
    throw new Error("boom");
  }, { retries: 2 });
  for (let i = 0; i < 3; i++) {
    await Promise.resolve();
    t.mock.timers.tick(30_000);
    await new Promise((r) => setImmediate(r));
  }
  await assert.rejects(run, /boom/);
  assert.equal(calls, 3);
});

test("jittered backoff stays within the cap", () => {
  assert.equal(jitteredBackoff(3, () => 0), 0);
  assert.equal(jitteredBackoff(3, () => 0.5), 2000);
  assert.ok(jitteredBackoff(20, () => 0.999) < 30_000);
});

test("retryable statuses", () => {
  assert.equal(isRetryableStatus(503), true);
  assert.equal(isRetryableStatus(429), true);
  assert.equal(isRetryableStatus(404), false);
});
