import { test } from "node:test";
import assert from "node:assert/strict";
import iconv from "iconv-lite";
import { decodeCsv, detectEncoding } from "./decode.js";

test("utf-8 with BOM", () => {
  const buf = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("氏名\n山田")]);
  assert.equal(decodeCsv(buf), "氏名\n山田");
});

test("shift_jis", () => {
  const buf = iconv.encode("氏名\n山田", "shift_jis");
  assert.equal(detectEncoding(buf), "shift_jis");
  assert.equal(decodeCsv(buf), "氏名\n山田");
});
