import { describe, expect, it } from "vitest";
import { couponDiscount } from "../src/discount";

describe("couponDiscount", () => {
  it("takes a percentage off", () => {
    expect(couponDiscount(5000, { kind: "percent", percent: 10 })).toBe(500);
  });
  it("rounds percent discounts to the cent", () => {
    expect(couponDiscount(1999, { kind: "percent", percent: 15 })).toBe(300);
  });
  it("takes a fixed amount off", () => {
    expect(couponDiscount(5000, { kind: "fixed", amountCents: 1000 })).toBe(1000);
  });
  it("never discounts more than the subtotal", () => {
    expect(couponDiscount(400, { kind: "fixed", amountCents: 1000 })).toBe(400);
  });
  it("respects the minimum subtotal", () => {
    expect(couponDiscount(2000, { kind: "percent", percent: 10, minSubtotalCents: 3000 })).toBe(0);
  });
});
