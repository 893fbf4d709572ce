const test = require("node:test");
const assert = require("node:assert");
const { normalizeToE164 } = require("../src/validation/phone");

test("keeps E.164 input", () => {
  assert.strictEqual(normalizeToE164("+44 7700 900123"), "+447700900123");
});

test("US national numbers", () => {
  assert.strictEqual(normalizeToE164("(415) 555-0100", "US"), "+14155550100");
});

test("German mobiles", () => {
  assert.strictEqual(normalizeToE164("0151 1234 5678", "DE"), "+4915112345678");
});

test("Japanese mobiles", () => {
  assert.strictEqual(normalizeToE164("090-1234-5678", "JP"), "+819012345678");
  assert.strictEqual(normalizeToE164("080 3456 7890", "JP"), "+818034567890");
});

test("rejects junk", () => {
  assert.strictEqual(normalizeToE164("hello", "US"), null);
});
