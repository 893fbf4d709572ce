import { describe, expect, it } from "vitest";
import { clampQty, formatYuan, parseYuan, sumCents } from "./money";

describe("money", () => {
  it("formats cents as yuan", () => {
    expect(formatYuan(9900)).toBe("¥99.00");
  });

  it("parses a price", () => {
    expect(parseYuan("¥1,299.50")).toBe(129950);
  });

  it("sums", () => {
    expect(sumCents([100, 250])).toBe(350);
  });

  it("clamps quantities", () => {
    expect(clampQty(0)).toBe(1);
    expect(clampQty(120)).toBe(99);
  });

  it("clamps to a custom max", () => {
    expect(clampQty(12, 10)).toBe(10);
    expect(clampQty(3.7, 10)).toBe(3);
  });

  it("rejects garbage prices", () => {
    expect(() => parseYuan("abc")).toThrow();
  });
});
