const { couponDiscount } = require("../src/coupons");
const { totals } = require("../src/cart");

describe("coupons", () => {
  test("WELCOME10 takes 10% off the items", () => {
    expect(couponDiscount("WELCOME10", 3000)).toBe(300);
  });

  test("WELCOME10 is capped at 500 yen", () => {
    expect(couponDiscount("WELCOME10", 8000)).toBe(500);
  });

  test("BEANS300 takes 300 yen off", () => {
    expect(couponDiscount("BEANS300", 3200)).toBe(300);
  });

  test("BEANS300 needs 3000 yen of items", () => {
    expect(() => couponDiscount("BEANS300", 2999)).toThrow("at least 3000");
  });

  test("unknown codes are rejected", () => {
    expect(() => couponDiscount("NOPE", 5000)).toThrow("unknown coupon");
  });

  test("shipping is not discounted", () => {
    expect(totals([{ sku: "BEAN-ETH", price: 1780, quantity: 2 }], "WELCOME10")).toEqual({
      subtotal: 3560, shipping: 600, discount: 356, total: 3804,
    });
  });
});
