import { describe, expect, it } from "vitest";
import { discountedCents, formatDiscount, formatPrice, shortTitle, stockLabel } from "./format";

describe("formatPrice", () => {
  it("formats cents as euros", () => {
    expect(formatPrice(1999)).toBe("\u20ac19.99");
  });
});

describe("discountedCents", () => {
  it("applies a fractional rate", () => {
    expect(discountedCents(10000, 0.15)).toBe(8500);
  });
});

describe("formatDiscount", () => {
  it("shows a fraction as percent", () => {
    expect(formatDiscount(0.15)).toBe("-15%");
  });
});

describe("shortTitle", () => {
  it("keeps short titles", () => {
    expect(shortTitle("Bag")).toBe("Bag");
  });
  it("cuts long ones", () => {
    expect(shortTitle("x".repeat(60)).length).toBe(40);
  });
});

describe("stockLabel", () => {
  it("says out of stock at zero", () => {
    expect(stockLabel(0)).toBe("Out of stock");
  });
  it("says last one at one", () => {
    expect(stockLabel(1)).toBe("Last one");
  });
  it("warns when low", () => {
    expect(stockLabel(3)).toBe("Only 3 left");
  });
});
