import { describe, expect, it } from "vitest";

import { discountLabel, formatDate, formatPercent, formatPrice } from "./format";

describe("formatPrice", () => {
  it("drops decimals for whole amounts", () => {
    expect(formatPrice(4900)).toBe("€49");
  });

  it("keeps cents for non-round amounts", () => {
    expect(formatPrice(1999)).toBe("€19.99");
  });

  it("groups thousands", () => {
    expect(formatPrice(123456)).toBe("€1,234.56");
  });

  it("uses the given currency", () => {
    expect(formatPrice(1000, { currency: "GBP", locale: "en-GB" })).toBe("£10");
  });

  it("compact shortens large prices", () => {
    expect(formatPrice(123450, { compact: true })).toBe("€1.23K");
    expect(formatPrice(12500000, { compact: true })).toBe("€125K");
  });
});

describe("formatPercent", () => {
  it("rounds to whole percent", () => {
    expect(formatPercent(0.256)).toBe("26%");
  });
});

describe("discountLabel", () => {
  it("returns null when there is no discount", () => {
    expect(discountLabel(1000, 1000)).toBeNull();
  });

  it("shows the rounded percentage", () => {
    expect(discountLabel(2000, 1500)).toBe("-25%");
  });
});

describe("formatDate", () => {
  it("formats short dates", () => {
    expect(formatDate("2025-03-09T10:00:00Z")).toBe("9 Mar 2025");
  });
});
