import { describe, expect, it } from "vitest";
import { discounted, formatPrice, itemCountLabel, sumCents } from "./price";

describe("formatPrice", () => {
  it("formats cents as yuan with two decimals", () => {
    expect(formatPrice(12900)).toBe("¥129.00");
    expect(formatPrice(5)).toBe("¥0.05");
  });
});

describe("discounted", () => {
  it("rounds to whole cents", () => {
    expect(discounted(999, 15)).toBe(849);
    expect(discounted(1000, 0)).toBe(1000);
  });

  it("keeps the price when there is no discount", () => {
    expect(discounted(1234, -5)).toBe(1234);
  });

  it("clamps at free", () => {
    expect(discounted(1000, 120)).toBe(0);
  });
});

describe("labels", () => {
  it("counts items and sums cents", () => {
    expect(itemCountLabel(3)).toBe("3 件商品");
    expect(sumCents([100, 250, 5])).toBe(355);
  });
});
