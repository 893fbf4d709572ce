import { describe, expect, it } from "vitest";
import { formatDiscount, formatPrice, remainingForFreeShipping } from "./formatPrice";

describe("formatPrice", () => {
  it("formats integer yen", () => {
    expect(formatPrice(1200)).toBe("￥1,200");
  });

  it("rounds fractions", () => {
    expect(formatPrice(999.6)).toBe("￥1,000");
  });

  it("returns a dash for NaN", () => {
    expect(formatPrice(Number.NaN)).toBe("-");
  });
});

describe("formatDiscount", () => {
  it("formats a rate", () => {
    expect(formatDiscount(0.2)).toBe("20%OFF");
  });

  it("hides zero", () => {
    expect(formatDiscount(0)).toBe("");
  });
});

describe("remainingForFreeShipping", () => {
  it("shows the rest", () => {
    expect(remainingForFreeShipping(3800)).toBe("あと￥1,200で送料無料");
  });
});
