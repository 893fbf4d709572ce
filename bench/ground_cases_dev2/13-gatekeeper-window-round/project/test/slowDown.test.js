"use strict";
const test = require("node:test");
const assert = require("node:assert");
const { bucketKey } = require("../src/middleware/slowDown");

test("same bucket within a window", () => {
  assert.strictEqual(bucketKey("a", 10_000, 60_000), bucketKey("a", 50_000, 60_000));
});
