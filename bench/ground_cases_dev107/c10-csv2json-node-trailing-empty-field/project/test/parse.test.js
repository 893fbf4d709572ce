"use strict";

const test = require("node:test");
const assert = require("node:assert");
const { parseLine, parseCsv, columnCount } = require("../src/parse");

test("splits simple line", () => {
  assert.deepStrictEqual(parseLine("a,b,c"), ["a", "b", "c"]);
});

test("custom delimiter", () => {
  assert.deepStrictEqual(parseLine("a;b", ";"), ["a", "b"]);
});

test("header rows become objects", () => {
  const rows = parseCsv("name,age\n张三,30\n李四,25\n");
  assert.deepStrictEqual(rows, [
    { name: "张三", age: "30" },
    { name: "李四", age: "25" },
  ]);
});

test("missing trailing field is null", () => {
  const rows = parseCsv("a,b,c\n1,2\n");
  assert.deepStrictEqual(rows, [{ a: "1", b: "2", c: null }]);
});

test("column count", () => {
  assert.strictEqual(columnCount("x,y,z\n1,2,3"), 3);
});
