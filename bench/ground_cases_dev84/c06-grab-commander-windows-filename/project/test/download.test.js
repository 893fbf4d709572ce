"use strict";

const test = require("node:test");
const assert = require("node:assert");
const { fileNameFor } = require("../src/download");

test("file name is the last path segment", () => {
  assert.strictEqual(fileNameFor("https://example.com/img/cat.png"), "cat.png");
});

test("a bare host keeps the host name", () => {
  assert.strictEqual(fileNameFor("https://example.com/"), "example.com");
});
