"use strict";

const test = require("node:test");
const assert = require("node:assert");
const { withRetry } = require("../src/retry");

test("retries until success", async () => {
  let calls = 0;
  const value = await withRetry(async () => {
    calls++;
    if (calls < 3) throw new Error("flaky");
    return "ok";
  }, 5, 1);
  assert.strictEqual(value, "ok");
  assert.strictEqual(calls, 3);
});

test("gives up after the last retry", async () => {
  let calls = 0;
  await assert.rejects(withRetry(async () => {
    calls++;
    throw new Error("down");
  }, 2, 1), /down/);
  assert.strictEqual(calls, 3);
});
