const test = require("node:test");
const assert = require("node:assert");
const { normalizeEmail, normalizePhone, validateRow } = require("../lib/validate");

test("email is trimmed and lowercased", () => {
  assert.strictEqual(normalizeEmail("  Taro@Example.COM "), "taro@example.com");
});

test("phone keeps digits only", () => {
  assert.strictEqual(normalizePhone("090-1234-5678"), "09012345678");
});

test("rejects a row without @", () => {
  assert.strictEqual(validateRow({ email: "nobody.example.com" }).ok, false);
});
