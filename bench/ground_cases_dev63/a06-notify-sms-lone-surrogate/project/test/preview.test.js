import { test } from "node:test";
import assert from "node:assert/strict";
import { inboxPreview, oneLine, truncate } from "../src/text/preview.js";

test("oneLine collapses whitespace", () => {
  assert.equal(oneLine(" a\n\n b "), "a b");
});

test("short text is kept", () => {
  assert.equal(truncate("hello", 10), "hello");
});

test("long text gets an ellipsis", () => {
  assert.equal(truncate("abcdefghijkl", 5), "abcd…");
});

test("emoji are never split", () => {
  assert.equal(truncate("ab🎉🎉🎉", 4), "ab🎉…");
  assert.equal(truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦x", 2), "👨‍👩‍👧‍👦…");
});

test("inbox preview has the sender", () => {
  assert.equal(inboxPreview("Mio", "see you"), "Mio: see you");
});
