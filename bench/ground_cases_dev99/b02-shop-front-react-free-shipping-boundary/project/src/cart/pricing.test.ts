import { describe, expect, it } from "vitest";
import { couponDiscount, couponError, normalizeCouponCode } from "./pricing";

describe("couponDiscount", () => {
  it("percent coupon floors to yen", () => {
    expect(couponDiscount({ kind: "percent", code: "TEN", percent: 10 }, 3333)).toBe(333);
  });

  it("percent coupon respects maxOff", () => {
    expect(couponDiscount({ kind: "percent", code: "TEN", percent: 10, maxOff: 500 }, 9000)).toBe(500);
  });

  it("fixed coupon needs minSubtotal", () => {
    const c = { kind: "fixed", code: "OFF500", amount: 500, minSubtotal: 3000 } as const;
    expect(couponDiscount(c, 2999)).toBe(0);
    expect(couponDiscount(c, 3000)).toBe(500);
  });

  it("fixed coupon never exceeds subtotal", () => {
    expect(couponDiscount({ kind: "fixed", code: "OFF500", amount: 500 }, 300)).toBe(300);
  });
});

describe("coupon helpers", () => {
  it("explains minSubtotal", () => {
    const c = { kind: "fixed", code: "OFF500", amount: 500, minSubtotal: 3000 } as const;
    expect(couponError(c, 1000)).toContain("3,000");
  });

  it("normalizes codes", () => {
    expect(normalizeCouponCode(" spring-24 ")).toBe("SPRING24");
  });
});
