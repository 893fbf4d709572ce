"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");

const { todayString } = require("../src/expire");
const { validate } = require("../src/importCsv");

test("todayString uses the Beijing calendar", () => {
  // 2025-03-31 16:30 UTC is already 2025-04-01 00:30 in Beijing
  assert.equal(todayString(new Date("2025-03-31T16:30:00Z")), "2025-04-01");
  assert.equal(todayString(new Date("2025-03-31T15:59:00Z")), "2025-03-31");
});

test("validate accepts a good row", () => {
  assert.doesNotThrow(() =>
    validate({ user_id: "1024", code: "SPRING-8F2K9", amount: "20", expires_on: "2025-04-30" }, 2),
  );
});

test("validate rejects a bad date", () => {
  assert.throws(
    () => validate({ user_id: "1024", code: "SPRING-8F2K9", amount: "20", expires_on: "2025/04/30" }, 2),
    /bad expires_on/,
  );
});

test("validate rejects lowercase codes", () => {
  assert.throws(
    () => validate({ user_id: "1024", code: "spring-8f2k9", amount: "20", expires_on: "2025-04-30" }, 3),
    /bad code/,
  );
});
