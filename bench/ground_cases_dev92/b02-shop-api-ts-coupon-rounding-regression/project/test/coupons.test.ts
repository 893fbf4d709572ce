import { describe, expect, it } from "vitest";
import { applyCoupons, CouponError } from "../src/cart/coupons.js";

describe("applyCoupons", () => {
  it("applies a fixed coupon", () => {
    expect(applyCoupons(3000, [{ code: "OFF500", kind: "fixed", amount: 500 }])).toBe(500);
  });

  it("never discounts more than the subtotal", () => {
    expect(applyCoupons(300, [{ code: "OFF500", kind: "fixed", amount: 500 }])).toBe(300);
  });

  it("rejects more than one coupon", () => {
    const c = { code: "OFF500", kind: "fixed", amount: 500 } as const;
    expect(() => applyCoupons(3000, [c, c])).toThrow(CouponError);
  });

  it("rejects a broken percent coupon", () => {
    expect(() => applyCoupons(1000, [{ code: "BAD", kind: "percent", percent: 0 }])).toThrow(CouponError);
  });
});
