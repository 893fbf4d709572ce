"use strict";

const { test, mock } = require("node:test");
const assert = require("node:assert/strict");
const { withRetry, isRetryable } = require("../src/lib/retry");

test("retries a 503 and then succeeds", async () => {
  let calls = 0;
  const fn = async () => {
    calls += 1;
    if (calls < 3) {
      throw Object.assign(new Error("unavailable"), { status: 503 });
    }
    return "ok";
  };
  assert.equal(await withRetry(fn, { attempts: 5, baseDelayMs: 1 }), "ok");
  assert.equal(calls, 3);
});

test("gives up after the last attempt", async () => {
  const fn = mock.fn(async () => {
    throw Object.assign(new Error("unavailable"), { status: 503 });
  });
  await assert.rejects(withRetry(fn, { attempts: 3, baseDelayMs: 1 }), /unavailable/);
  assert.equal(fn.mock.callCount(), 3);
});

test("timeouts are retryable", () => {
  assert.equal(isRetryable(Object.assign(new Error("t"), { name: "TimeoutError" })), true);
});
