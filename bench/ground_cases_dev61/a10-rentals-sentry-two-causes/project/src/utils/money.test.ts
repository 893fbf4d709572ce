import { describe, expect, it } from "vitest";

import { centsToUnits, formatPrice, percentOf, sum, unitsToCents } from "./money";

describe("money", () => {
  it("formats euros", () => {
    expect(formatPrice(1234.5, "EUR", "de-DE")).toBe("1.234,50\u00a0€");
  });

  it("rounds to cents before formatting", () => {
    expect(formatPrice(0.005, "EUR", "en-IE")).toBe("€0.01");
  });

  it("sums", () => {
    expect(sum([1, 2, 3.5])).toBe(6.5);
  });

  it("percent", () => {
    expect(percentOf(200, 15)).toBe(30);
  });

  it("converts cents", () => {
    expect(centsToUnits(1999)).toBe(19.99);
    expect(unitsToCents(19.99)).toBe(1999);
  });
});
