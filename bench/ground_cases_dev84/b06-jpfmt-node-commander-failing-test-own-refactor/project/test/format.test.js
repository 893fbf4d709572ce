import { test } from "node:test";
import assert from "node:assert/strict";
import { formatText, spaceBetween, toHankakuAlnum } from "../src/format.js";

test("converts zenkaku alnum to hankaku", () => {
  assert.equal(toHankakuAlnum("ＧｉｔＨｕｂ１２３"), "GitHub123");
});

test("puts a space between Japanese and English", () => {
  assert.equal(spaceBetween("GitHubで管理する"), "GitHub で管理する");
  assert.equal(spaceBetween("これはNode.jsです"), "これは Node.js です");
});

test("does not put a space around digits", () => {
  assert.equal(spaceBetween("5円で3つ買った第2回"), "5円で3つ買った第2回");
  assert.equal(spaceBetween("iPhone15を買った"), "iPhone15を買った");
});

test("normalizes punctuation to maru by default", () => {
  assert.equal(formatText("はい，そうです．"), "はい、そうです。");
});

test("keeps spacing when space is false", () => {
  assert.equal(formatText("GitHubで", { space: false }), "GitHubで");
});
