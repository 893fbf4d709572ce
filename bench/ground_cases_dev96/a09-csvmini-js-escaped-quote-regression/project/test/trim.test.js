import { test } from "node:test";
import assert from "node:assert/strict";
import { parse, splitRow } from "../src/index.js";

test("trim strips unquoted whitespace", () => {
  assert.deepEqual(splitRow(" a ,  b,c  ", ",", true), ["a", "b", "c"]);
});

test("trim keeps whitespace inside quotes", () => {
  assert.deepEqual(splitRow(' a , " b " ', ",", true), ["a", " b "]);
});

test("trim is off by default", () => {
  assert.deepEqual(splitRow(" a , b "), [" a ", " b "]);
});

test("parse passes trim through", () => {
  assert.deepEqual(parse("x , y\n 1,2 \n", { trim: true }), [["x", "y"], ["1", "2"]]);
});

test("trim with a custom delimiter", () => {
  assert.deepEqual(parse(" a ; b \n", { delimiter: ";", trim: true }), [["a", "b"]]);
});

test("empty fields stay empty", () => {
  assert.deepEqual(splitRow(" , ,", ",", true), ["", "", ""]);
});

test("quoted delimiter survives trim", () => {
  assert.deepEqual(splitRow(' "a, b" , c', ",", true), ["a, b", "c"]);
});
