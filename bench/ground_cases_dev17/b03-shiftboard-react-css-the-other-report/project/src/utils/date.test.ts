import { describe, expect, it } from "vitest";
import { addDays, formatDate, formatTime, isSameDay, toDateKey } from "./date";

describe("date utils", () => {
  it("formats time with zero-padded minutes", () => {
    expect(formatTime(new Date(2024, 10, 5, 9, 5))).toBe("9:05");
  });

  it("adds days across month end", () => {
    const d = addDays(new Date(2024, 10, 30), 1);
    expect([d.getMonth(), d.getDate()]).toEqual([11, 1]);
  });

  it("uses the local calendar day, not UTC", () => {
    const early = new Date(2024, 10, 5, 0, 30);
    expect(toDateKey(early)).toBe("2024-11-05");
    expect(formatDate(early)).toBe("11/5(火)");
  });

  it("compares calendar days", () => {
    expect(isSameDay(new Date(2024, 10, 5, 1), new Date(2024, 10, 5, 23))).toBe(true);
  });
});
