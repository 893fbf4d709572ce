import { describe, expect, it } from "vitest";
import { formatDay, formatRange, formatTime, hoursBetween } from "./format";

describe("format", () => {
  it("formats a time", () => {
    expect(formatTime("2026-11-16T00:30:00Z")).toBe("09:30");
  });

  it("formats a day", () => {
    expect(formatDay("2026-11-16T03:00:00Z")).toBe("11/16(月)");
    expect(formatDay("2026-11-16T16:00:00Z")).toBe("11/17(火)");
  });

  it("formats a range", () => {
    expect(formatRange("2026-11-16T00:00:00Z", "2026-11-16T08:00:00Z")).toBe("09:00〜17:00");
  });

  it("counts hours", () => {
    expect(hoursBetween("2026-11-16T00:00:00Z", "2026-11-16T07:45:00Z")).toBe(7.8);
  });
});
