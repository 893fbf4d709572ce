import { describe, expect, it } from "vitest";
import { applyCoupon, formatYen, lineTotal, parseCoupon, withTax } from "./price";

describe("lineTotal", () => {
  it("multiplies price and qty", () => {
    expect(lineTotal(1200, 3)).toBe(3600);
  });
  it("is zero for non-positive qty", () => {
    expect(lineTotal(1200, 0)).toBe(0);
  });
});

describe("applyCoupon", () => {
  it("takes a percentage, rounded down", () => {
    expect(applyCoupon(999, { kind: "percent", value: 10, code: "OFF10" })).toBe(99);
  });
  it("never discounts more than the subtotal", () => {
    expect(applyCoupon(300, { kind: "fixed", value: 500, code: "YEN500" })).toBe(300);
  });
});

describe("parseCoupon", () => {
  it("reads OFF and YEN codes", () => {
    expect(parseCoupon("off15")?.kind).toBe("percent");
    expect(parseCoupon("YEN300")?.value).toBe(300);
    expect(parseCoupon("FREE")).toBeNull();
  });
  it("caps percent coupons at 100", () => {
    expect(parseCoupon("OFF150")?.value).toBe(100);
  });
});

describe("formatting", () => {
  it("adds tax and formats yen", () => {
    expect(formatYen(withTax(1000))).toBe("¥1,100");
  });
});
