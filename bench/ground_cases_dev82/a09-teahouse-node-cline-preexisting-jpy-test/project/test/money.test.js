const test = require("node:test");
const assert = require("node:assert");

const { formatMoney, toMinor } = require("../src/money");

test("toMinor parses PayPal strings", () => {
  assert.strictEqual(toMinor("12.50", "EUR"), 1250);
  assert.strictEqual(toMinor("12.5", "EUR"), 1250);
  assert.strictEqual(toMinor("1500", "JPY"), 1500);
});

test("formatMoney formats EUR", () => {
  assert.strictEqual(formatMoney(1250, "EUR"), "€12.50");
});

test("formatMoney formats JPY without decimals", () => {
  assert.strictEqual(formatMoney(1500, "JPY"), "¥1,500");
});
