import { describe, expect, it } from "vitest";
import { formatSlotDay, formatSlotRange, isSameDay } from "./dates";

describe("dates", () => {
  it("formats the day header", () => {
    expect(formatSlotDay("2024-06-08T15:00:00.000Z")).toBe("Sat, Jun 8");
  });

  it("formats a range", () => {
    expect(formatSlotRange("2024-06-08T15:00:00.000Z", "2024-06-08T16:30:00.000Z")).toMatch(/–/);
  });

  it("compares calendar days", () => {
    expect(isSameDay(new Date(2024, 5, 8, 1), new Date(2024, 5, 8, 23))).toBe(true);
  });
});
