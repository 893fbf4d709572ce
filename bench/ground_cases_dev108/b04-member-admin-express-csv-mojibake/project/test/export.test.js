"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const { escapeCell, membersToCsv } = require("../src/export");

test("escapes quotes and commas", () => {
  assert.equal(escapeCell('a,"b"'), '"a,""b"""');
});

test("empty for null", () => {
  assert.equal(escapeCell(null), "");
});

test("header uses Japanese labels", () => {
  const csv = membersToCsv([]);
  assert.equal(csv, "会員ID,氏名,メール,電話番号,プラン,入会日\r\n");
});

test("one row per member", () => {
  const csv = membersToCsv([
    { id: 1, name: "A", email: "a@x", plan: "basic", joinedAt: "2024/01/01" },
    { id: 2, name: "B", email: "b@x", plan: "basic", joinedAt: "2024/01/02" },
  ]);
  assert.equal(csv.trim().split("\r\n").length, 3);
});

test("keeps numbers as text", () => {
  assert.equal(escapeCell(42), "42");
});
