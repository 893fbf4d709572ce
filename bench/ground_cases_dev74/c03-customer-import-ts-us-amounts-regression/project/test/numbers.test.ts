import { describe, expect, it } from "vitest";
import { detectDecimalSeparator, parseAmount, parseDate } from "../src/import/numbers.js";

describe("parseAmount", () => {
  it("parses plain decimals", () => {
    expect(parseAmount("12.50")).toBe(12.5);
  });
  it("strips currency symbols", () => {
    expect(parseAmount("€ 300")).toBe(300);
  });
  it("returns null for empty", () => {
    expect(parseAmount("  ")).toBeNull();
  });
  it("parses German amounts", () => {
    expect(parseAmount("1.234,56", ",")).toBe(1234.56);
    expect(parseAmount("12.000,00", ",")).toBe(12000);
  });
});

describe("detectDecimalSeparator", () => {
  it("sees a decimal comma", () => {
    expect(detectDecimalSeparator(["1.234,56", "300,00"])).toBe(",");
  });
  it("defaults to a dot", () => {
    expect(detectDecimalSeparator(["12.50", "300"])).toBe(".");
  });
});

describe("parseDate", () => {
  it("reads ISO and German dates", () => {
    expect(parseDate("2024-03-07")).toBe("2024-03-07");
    expect(parseDate("07.03.2024")).toBe("2024-03-07");
  });
  it("rejects month 13", () => {
    expect(parseDate("2024-13-01")).toBeNull();
  });
});
