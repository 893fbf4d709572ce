const { subtotal, shipping, totals } = require("../src/cart");

describe("cart", () => {
  test("subtotal multiplies price by quantity", () => {
    expect(subtotal([{ sku: "BEAN-ETH", price: 1780, quantity: 2 }])).toBe(3560);
  });

  test("free shipping from 5000 yen", () => {
    expect(shipping(4999)).toBe(600);
    expect(shipping(5000)).toBe(0);
  });

  test("totals adds shipping", () => {
    expect(totals([{ sku: "DRIP-SET", price: 2400, quantity: 1 }])).toEqual({
      subtotal: 2400, shipping: 600, discount: 0, total: 3000,
    });
  });

  test("rejects fractional prices", () => {
    expect(() => subtotal([{ sku: "X", price: 10.5, quantity: 1 }])).toThrow("invalid cart item X");
  });
});
