import { describe, expect, it } from "vitest";
import { clampPercent, formatPrice, formatRelative } from "./format";

describe("formatPrice", () => {
  it("formats yen without decimals", () => {
    expect(formatPrice(1280)).toBe("￥1,280");
    expect(formatPrice(99.6)).toBe("￥100");
  });

  it("adds 10% tax, rounding down", () => {
    expect(formatPrice(1280, { taxIncluded: true })).toBe("￥1,408");
    expect(formatPrice(199, { taxIncluded: true })).toBe("￥218");
  });
});

describe("formatRelative", () => {
  const now = new Date("2025-11-05T12:00:00+09:00");
  it("says minutes and hours", () => {
    expect(formatRelative(new Date("2025-11-05T11:55:00+09:00"), now)).toBe("5分前");
    expect(formatRelative(new Date("2025-11-05T09:00:00+09:00"), now)).toBe("3時間前");
  });
});

describe("clampPercent", () => {
  it("clamps", () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(NaN)).toBe(0);
  });
});
