import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatPercent, formatPrice, formatQuantity } from "./format";

describe("formatPrice", () => {
  it("formats yen without decimals", () => {
    expect(formatPrice(1234)).toBe("￥1,234");
  });

  it("keeps cents for dollars", () => {
    expect(formatPrice(12.5, "USD", "en-US")).toBe("$12.50");
  });

  it("formats euros with cents", () => {
    expect(formatPrice(5, "EUR", "en-US")).toBe("€5.00");
  });
});

describe("formatDate", () => {
  it("formats a date-only string", () => {
    expect(formatDate("2025-03-01")).toBe("2025/03/01");
  });

  it("formats a Date", () => {
    expect(formatDate(new Date(2025, 11, 24))).toBe("2025/12/24");
  });
});

describe("formatDateTime", () => {
  it("converts UTC to the given zone", () => {
    expect(formatDateTime("2025-03-01T09:30:00Z", "ja-JP", "Asia/Tokyo")).toBe("2025/03/01 18:30");
  });
});

describe("misc", () => {
  it("formats percent and quantity", () => {
    expect(formatPercent(0.1234)).toBe("12.3%");
    expect(formatQuantity(1200)).toBe("1,200点");
  });
});
