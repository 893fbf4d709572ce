import { describe, expect, it } from "vitest";
import { csvEscape, formatMoney, formatPlacedAt, pluralize, truncate } from "./format";

describe("formatMoney", () => {
  it("formats cents in the currency", () => {
    expect(formatMoney(123456, "GBP")).toBe("£1,234.56");
    expect(formatMoney(5, "EUR")).toBe("€0.05");
  });
});

describe("formatPlacedAt", () => {
  it("shows London time", () => {
    expect(formatPlacedAt("2024-07-01T23:30:00Z")).toBe("02 Jul, 00:30");
  });
  it("handles garbage", () => {
    expect(formatPlacedAt("nope")).toBe("—");
  });
});

describe("pluralize / truncate", () => {
  it("pluralizes", () => {
    expect(pluralize(1, "order")).toBe("1 order");
    expect(pluralize(3, "order")).toBe("3 orders");
  });
  it("truncates with an ellipsis", () => {
    expect(truncate("abcdef", 4)).toBe("abc…");
    expect(truncate("abc", 4)).toBe("abc");
  });
});

describe("csvEscape", () => {
  it("quotes when needed", () => {
    expect(csvEscape('say "hi"')).toBe('"say ""hi"""');
    expect(csvEscape("plain")).toBe("plain");
  });
});
