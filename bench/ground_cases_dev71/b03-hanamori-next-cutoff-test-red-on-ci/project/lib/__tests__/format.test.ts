import { describe, expect, it } from "vitest";
import { formatDateJa, formatDiscount, formatShipping, formatYen } from "../format";

describe("formatYen", () => {
  it("adds yen sign and comma", () => {
    expect(formatYen(1200)).toBe("¥1,200");
  });

  it("formats negative amounts", () => {
    expect(formatYen(-300)).toBe("-¥300");
  });
});

describe("formatShipping", () => {
  it("free when zero", () => {
    expect(formatShipping(0)).toBe("送料無料");
  });

  it("shows fee", () => {
    expect(formatShipping(800)).toBe("送料 ¥800");
  });
});

describe("formatDiscount", () => {
  it("always negative", () => {
    expect(formatDiscount(300)).toBe("-¥300");
  });
});

describe("formatDateJa", () => {
  it("adds weekday", () => {
    expect(formatDateJa("2025-11-21")).toBe("11月21日（金）");
  });
});
