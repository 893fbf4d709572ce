import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./format";

describe("formatMoney", () => {
  it("formats pounds", () => {
    expect(formatMoney(123456, "GBP")).toBe("£1,234.56");
  });
  it("formats euros", () => {
    expect(formatMoney(995, "EUR")).toBe("€9.95");
  });
  it("handles zero", () => {
    expect(formatMoney(0, "GBP")).toBe("£0.00");
  });
});

describe("formatDate", () => {
  it("uses day month year", () => {
    expect(formatDate("2025-03-07T10:00:00Z")).toBe("07 Mar 2025");
  });
});
