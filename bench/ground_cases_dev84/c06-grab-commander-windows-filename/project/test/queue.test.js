"use strict";

const test = require("node:test");
const assert = require("node:assert");
const { runQueue } = require("../src/queue");

test("runs every item and keeps order", async () => {
  const results = await runQueue([3, 1, 2], 2, async (n) => n * 10);
  assert.deepStrictEqual(results.map((r) => r.value), [30, 10, 20]);
});

test("never runs more than the limit at once", async () => {
  let running = 0;
  let peak = 0;
  await runQueue([1, 2, 3, 4, 5, 6], 2, async () => {
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, 5));
    running--;
  });
  assert.strictEqual(peak, 2);
});

test("a failing worker does not stop the rest", async () => {
  const results = await runQueue([1, 2, 3], 3, async (n) => {
    if (n === 2) throw new Error("boom");
    return n;
  });
  assert.strictEqual(results[1].ok, false);
  assert.strictEqual(results[2].value, 3);
});
