import { describe, expect, it } from "vitest";

import { formatCNY, formatDuration, formatFen, formatRate, maskPhone } from "../src/lib/format";

describe("formatCNY", () => {
  it("groups thousands", () => {
    expect(formatCNY(1234567)).toBe("¥1,234,567.00");
  });
  it("always shows two decimals", () => {
    expect(formatCNY(1234.5)).toBe("¥1,234.50");
  });
  it("shows a dash for NaN", () => {
    expect(formatCNY(Number.NaN)).toBe("—");
  });
  it("converts fen", () => {
    expect(formatFen(1999)).toBe("¥19.99");
  });
});

describe("formatDuration", () => {
  it("shows minutes under an hour", () => {
    expect(formatDuration(45 * 60_000)).toBe("45分钟");
  });
  it("rounds partial minutes up", () => {
    expect(formatDuration(61_000)).toBe("2分钟");
  });
  it("shows hours and minutes", () => {
    expect(formatDuration((3 * 60 + 5) * 60_000)).toBe("3小时5分钟");
  });
  it("drops zero minutes", () => {
    expect(formatDuration(2 * 3_600_000)).toBe("2小时");
  });
  it("shows days and hours past 24h", () => {
    expect(formatDuration((76 * 60 + 12) * 60_000)).toBe("3天4小时");
    expect(formatDuration(48 * 3_600_000)).toBe("2天");
  });
  it("shows a dash for missing timestamps", () => {
    expect(formatDuration(Number.NaN)).toBe("—");
  });
});

describe("maskPhone / formatRate", () => {
  it("masks the middle four digits", () => {
    expect(maskPhone("138 1234 5678")).toBe("138****5678");
  });
  it("formats a rate", () => {
    expect(formatRate(1, 3)).toBe("33.3%");
    expect(formatRate(1, 0)).toBe("—");
  });
});
