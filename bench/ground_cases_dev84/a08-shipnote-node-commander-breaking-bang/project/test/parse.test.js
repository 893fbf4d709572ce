"use strict";

const test = require("node:test");
const assert = require("node:assert");
const { parseSubject, parseCommits } = require("../src/parse");

test("parses type and scope", () => {
  assert.deepStrictEqual(parseSubject("fix(cli): handle empty log"), {
    type: "fix",
    scope: "cli",
    text: "handle empty log",
  });
});

test("unknown subjects go to Other", () => {
  const groups = parseCommits([{ hash: "abcdef1234", subject: "bump deps", body: "" }]);
  assert.deepStrictEqual(Object.keys(groups), ["Other"]);
});

test("BREAKING CHANGE footer marks the commit", () => {
  const groups = parseCommits([
    { hash: "abcdef1234", subject: "feat: new config", body: "BREAKING CHANGE: old keys removed" },
  ]);
  assert.strictEqual(groups.Features[0].breaking, true);
});
