import { test } from "node:test";
import assert from "node:assert/strict";
import { parse, splitRow } from "../src/index.js";

test("plain fields", () => {
  assert.deepEqual(parse("a,b,c\n1,2,3\n"), [["a", "b", "c"], ["1", "2", "3"]]);
});

test("quoted field with delimiter", () => {
  assert.deepEqual(splitRow('"Widget, large",3'), ["Widget, large", "3"]);
});

test("doubles quotes inside quoted fields", () => {
  assert.deepEqual(splitRow('"say ""hi"", then go",x'), ['say "hi", then go', "x"]);
});

test("newline inside quotes stays in the field", () => {
  assert.deepEqual(parse('a,"line1\nline2"\nb,c'), [["a", "line1\nline2"], ["b", "c"]]);
});

test("CRLF line endings", () => {
  assert.deepEqual(parse("a,b\r\nc,d\r\n"), [["a", "b"], ["c", "d"]]);
});

test("columns: true uses the header row", () => {
  assert.deepEqual(parse("name,qty\nbolt,4\n", { columns: true }), [{ name: "bolt", qty: "4" }]);
});

test("custom delimiter", () => {
  assert.deepEqual(parse("a;b\n", { delimiter: ";" }), [["a", "b"]]);
});

test("rejects a quote as delimiter", () => {
  assert.throws(() => parse("a", { delimiter: '"' }), TypeError);
});
