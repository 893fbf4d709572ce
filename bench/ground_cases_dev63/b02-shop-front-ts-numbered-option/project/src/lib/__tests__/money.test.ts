import { describe, expect, it } from "vitest";
import { formatPrice, parsePrice, taxIncludedLabel } from "../money";

describe("formatPrice", () => {
  it("formats yen", () => {
    expect(formatPrice(1099)).toBe("￥1,099");
  });

  it("formats dollars", () => {
    expect(formatPrice(10.5, "USD")).toBe("$10.50");
  });
});

describe("taxIncludedLabel", () => {
  it("adds 税込 for yen", () => {
    expect(taxIncludedLabel(1099)).toBe("￥1,099(税込)");
  });
});

describe("parsePrice", () => {
  it("accepts full-width digits", () => {
    expect(parsePrice("１，０９９円")).toBe(1099);
  });

  it("accepts a yen sign and commas", () => {
    expect(parsePrice("¥12,800")).toBe(12800);
  });

  it("rejects garbage", () => {
    expect(() => parsePrice("abc")).toThrow();
  });
});
