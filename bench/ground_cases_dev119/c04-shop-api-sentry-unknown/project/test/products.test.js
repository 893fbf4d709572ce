const test = require("node:test");
const assert = require("node:assert");
const { toJson, pageParams } = require("../src/routes/products");

test("toJson converts cents and stock", () => {
  const out = toJson({ id: 7, name: "Mug", category: "kitchen", price_cents: 1250, stock: 0 });
  assert.deepStrictEqual(out, { id: 7, name: "Mug", category: "kitchen", price: 12.5, inStock: false });
});

test("pageParams defaults and clamps", () => {
  assert.deepStrictEqual(pageParams({}), { page: 1, limit: 20, offset: 0 });
  assert.deepStrictEqual(pageParams({ page: "3", limit: "10" }), { page: 3, limit: 10, offset: 20 });
  assert.deepStrictEqual(pageParams({ page: "-2", limit: "500" }), { page: 1, limit: 100, offset: 0 });
  assert.deepStrictEqual(pageParams({ limit: "abc" }), { page: 1, limit: 20, offset: 0 });
  assert.deepStrictEqual(pageParams({ limit: "-5" }), { page: 1, limit: 1, offset: 0 });
});
