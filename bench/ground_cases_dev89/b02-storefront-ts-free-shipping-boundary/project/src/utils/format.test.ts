import { describe, expect, it } from "vitest";
import { formatDate, formatPrice } from "./format";

describe("formatPrice", () => {
  it("formats yen with separators", () => {
    expect(formatPrice(1234567)).toBe("¥1,234,567");
  });
});

describe("formatDate", () => {
  it("formats as y/m/d", () => {
    expect(formatDate("2025-03-09T10:00:00+09:00")).toBe("2025/3/9");
  });
});
