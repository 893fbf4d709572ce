import { describe, expect, it } from "vitest";
import { formatPrice, timeAgo } from "./format";

describe("formatPrice", () => {
  it("formats fen as yuan with two decimals", () => {
    expect(formatPrice(1250)).toBe("¥12.50");
    expect(formatPrice(0)).toBe("¥0.00");
  });

  it("keeps thousands separators", () => {
    expect(formatPrice(123456789)).toBe("¥1,234,567.89");
  });
});

describe("timeAgo", () => {
  it("says 刚刚 under a minute", () => {
    const now = new Date("2024-05-01T08:00:30Z");
    expect(timeAgo("2024-05-01T08:00:00Z", now)).toBe("刚刚");
  });

  it("uses minutes under an hour", () => {
    const now = new Date("2024-05-01T08:10:00Z");
    expect(timeAgo("2024-05-01T08:00:00Z", now)).toBe("10 分钟前");
  });

  it("uses hours under a day", () => {
    const now = new Date("2024-05-01T11:00:00Z");
    expect(timeAgo("2024-05-01T08:00:00Z", now)).toBe("3 小时前");
  });
});
