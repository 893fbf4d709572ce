import { test } from "node:test";
import assert from "node:assert/strict";
import { parse, stringify } from "../src/index.js";

test("simple rows", () => {
  assert.deepEqual(parse("a,b\n1,2\n"), [["a", "b"], ["1", "2"]]);
});

test("quoted fields with commas and quotes", () => {
  assert.deepEqual(parse('"x, y","a ""b"" c"\n'), [["x, y", 'a "b" c']]);
});

test("CRLF without trailing empty row", () => {
  assert.deepEqual(parse("a\r\nb\r\n"), [["a"], ["b"]]);
});

test("round trip", () => {
  const rows = [["id", "note"], ["1", " leading space"], ["2", "a\nb"]];
  assert.deepEqual(parse(stringify(rows)), rows);
});
