import { test } from "node:test";
import assert from "node:assert/strict";
import { parse, quoteField, stringify } from "../src/index.js";

test("quotes only when needed", () => {
  assert.equal(quoteField("plain"), "plain");
  assert.equal(quoteField("a,b"), '"a,b"');
  assert.equal(quoteField('say "hi"'), '"say ""hi"""');
  assert.equal(quoteField(" padded"), '" padded"');
});

test("null and undefined are empty", () => {
  assert.equal(quoteField(null), "");
  assert.equal(quoteField(undefined), "");
});

test("rows end with CRLF", () => {
  assert.equal(stringify([["a", "b"], ["c", "d"]]), "a,b\r\nc,d\r\n");
});

test("objects with a header", () => {
  assert.equal(stringify([{ x: 1, y: 2 }], { header: ["x", "y"] }), "x,y\r\n1,2\r\n");
});

test("custom delimiter quotes fields that contain it", () => {
  assert.equal(stringify([["a;b", "c"]], { delimiter: ";" }), '"a;b";c\r\n');
});

test("round trip", () => {
  const rows = [["id", "note"], ["1", 'he said "no", twice'], ["2", "multi\nline"]];
  assert.deepEqual(parse(stringify(rows)), rows);
});
