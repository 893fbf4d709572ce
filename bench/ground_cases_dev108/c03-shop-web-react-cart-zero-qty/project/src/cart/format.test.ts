import { describe, expect, it } from "vitest";
import { formatPrice, qtyLabel, sumCents } from "./format";

const line = (price: number, qty: number) => ({ sku: `s${price}`, name: "x", price, qty });

describe("sumCents", () => {
  it("adds prices without float drift", () => {
    expect(sumCents([line(19.9, 3), line(0.1, 3)])).toBe(60);
  });

  it("is 0 for an empty cart", () => {
    expect(sumCents([])).toBe(0);
  });

  it("multiplies by quantity", () => {
    expect(sumCents([line(12.5, 4)])).toBe(50);
  });
});

describe("formatPrice", () => {
  it("always shows two decimals", () => {
    expect(formatPrice(59.9)).toBe("¥59.90");
  });
});

describe("qtyLabel", () => {
  it("caps at 99+", () => {
    expect(qtyLabel(120)).toBe("99+");
    expect(qtyLabel(3)).toBe("3");
  });
});
