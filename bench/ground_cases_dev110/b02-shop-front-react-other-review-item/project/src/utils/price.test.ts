import { describe, expect, it } from "vitest";
import { clampQty, discount, shippingFee, withTax } from "./price";

describe("discount", () => {
  it("rounds down the discounted amount", () => {
    expect(discount(999, 0.1)).toBe(899);
  });

  it("keeps the amount when rate is 0", () => {
    expect(discount(1200, 0)).toBe(1200);
  });
});

describe("withTax", () => {
  it("adds 10% and floors", () => {
    expect(withTax(105)).toBe(115);
  });
});

describe("shippingFee", () => {
  it("is free from 5000 yen", () => {
    expect(shippingFee(5000)).toBe(0);
    expect(shippingFee(4999)).toBe(550);
  });
});

describe("clampQty", () => {
  it("clamps to 1..99", () => {
    expect(clampQty(0)).toBe(1);
    expect(clampQty(150)).toBe(99);
  });
});
