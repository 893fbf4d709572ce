import { describe, expect, it } from "vitest";
import { daysIn, monthRange, previousMonth } from "../src/lib/dateRange";

describe("monthRange", () => {
  it("starts on the first", () => {
    const r = monthRange(new Date(2025, 10, 17));
    expect(r.start).toEqual(new Date(2025, 10, 1));
  });

  it("ends at the start of the next month", () => {
    const r = monthRange(new Date(2025, 10, 17));
    expect(r.end).toEqual(new Date(2025, 11, 1));
  });

  it("handles February in a leap year", () => {
    expect(daysIn(monthRange(new Date(2024, 1, 10)))).toBe(29);
  });

  it("goes back across the year boundary", () => {
    const r = previousMonth(monthRange(new Date(2025, 0, 5)));
    expect(r.start).toEqual(new Date(2024, 11, 1));
  });
});
