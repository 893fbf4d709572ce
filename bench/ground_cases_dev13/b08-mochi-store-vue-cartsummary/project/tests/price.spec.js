import { describe, expect, it } from "vitest";

import { couponDiscount, formatYen, isValidPrice, withTax } from "@/utils/price";

describe("formatYen", () => {
  it("formats with the yen sign and separators", () => {
    expect(formatYen(12345)).toBe("￥12,345");
  });
});

describe("couponDiscount", () => {
  it("takes a fixed amount", () => {
    expect(couponDiscount({ type: "fixed", amount: 500 }, 3000)).toBe(500);
  });

  it("takes a percentage, rounded down", () => {
    expect(couponDiscount({ type: "percent", rate: 10 }, 3455)).toBe(345);
  });

  it("never exceeds the amount", () => {
    expect(couponDiscount({ type: "fixed", amount: 1000 }, 800)).toBe(800);
  });
});

describe("withTax", () => {
  it("uses 8% for food", () => {
    expect(withTax(1000, true)).toBe(1080);
  });
});

describe("isValidPrice", () => {
  it("rejects fractions", () => {
    expect(isValidPrice(10.5)).toBe(false);
  });
});
