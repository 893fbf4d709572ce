const { cartTotal } = require("../src/cart/totals");

const rules = { freeOver: 50, flat: 4.9 };

test("shipping is free from 50 on", () => {
  const lines = [{ price: 25, qty: 2 }];
  expect(cartTotal(lines, rules)).toBe(50);
});

test("shipping is charged below 50", () => {
  expect(cartTotal([{ price: 10, qty: 1 }], rules)).toBe(14.9);
});
