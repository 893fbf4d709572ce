import { test } from "node:test";
import assert from "node:assert/strict";
import { parseCsv, parseLine } from "../src/csv.js";

test("parseLine splits on commas", () => {
  assert.deepEqual(parseLine("a,b,c"), ["a", "b", "c"]);
});

test("parseLine keeps quoted commas and escaped quotes", () => {
  assert.deepEqual(parseLine('"山田, 太郎","say ""hi""",x'), ["山田, 太郎", 'say "hi"', "x"]);
});

test("parseCsv maps rows by header", () => {
  const rows = parseCsv("email,name\na@example.com,佐藤\nb@example.com,鈴木");
  assert.equal(rows.length, 2);
  assert.deepEqual(rows[1], { email: "b@example.com", name: "鈴木" });
});

test("parseCsv accepts CRLF", () => {
  const rows = parseCsv("email,name\r\na@example.com,佐藤");
  assert.deepEqual(rows, [{ email: "a@example.com", name: "佐藤" }]);
});

test("parseCsv strips a UTF-8 BOM", () => {
  const rows = parseCsv("\uFEFFemail,name\r\na@example.com,佐藤");
  assert.deepEqual(Object.keys(rows[0]), ["email", "name"]);
});

test("parseCsv reports the line of a broken row", () => {
  assert.throws(() => parseCsv("email,name\na@example.com"), /line 2: expected 2 columns, got 1/);
});
