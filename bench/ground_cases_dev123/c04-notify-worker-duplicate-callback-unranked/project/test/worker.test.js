const test = require("node:test");
const assert = require("node:assert");

const { backoffSeconds } = require("../src/worker");
const { sign } = require("../src/webhook");

test("backoff grows exponentially", () => {
  assert.strictEqual(backoffSeconds(1), 10);
  assert.strictEqual(backoffSeconds(2), 20);
  assert.strictEqual(backoffSeconds(3), 40);
});

test("backoff is capped at one hour", () => {
  assert.strictEqual(backoffSeconds(20), 3600);
});

test("signature is a hex sha256", () => {
  assert.match(sign("{}"), /^[0-9a-f]{64}$/);
});
