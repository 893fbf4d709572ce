import { applyCoupon, priceOrder, shippingFor, subtotalOf } from "../src/services/pricing";

describe("pricing", () => {
  const items = [
    { sku: "MUG", unitPrice: 12.5, qty: 2 },
    { sku: "TEE", unitPrice: 19.99, qty: 1 },
  ];

  it("sums line items", () => {
    expect(subtotalOf(items)).toBe(44.99);
  });

  it("applies a percent coupon", () => {
    expect(applyCoupon(44.99, { code: "TEN", percent: 10 })).toBe(4.5);
  });

  it("charges shipping under the threshold", () => {
    expect(shippingFor(20)).toBe(4.9);
  });

  it("ships free above the threshold", () => {
    expect(shippingFor(80)).toBe(0);
  });

  it("ships free at exactly the threshold", () => {
    expect(shippingFor(50)).toBe(0);
    expect(shippingFor(49.99)).toBe(4.9);
  });

  it("prices a whole order", () => {
    expect(priceOrder(items, null)).toEqual({ subtotal: 44.99, discount: 0, shipping: 4.9, total: 49.89 });
  });
});
