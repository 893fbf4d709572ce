import { describe, expect, it } from "vitest";
import { daysUntil, formatMonth, toMonthValue, upcomingMonths } from "./date";

describe("date utils", () => {
  it("turns a date into a month value", () => {
    expect(toMonthValue(new Date(2025, 10, 3))).toBe("2025-11");
  });

  it("lists upcoming months across the year end", () => {
    expect(upcomingMonths(3, new Date(2025, 10, 15))).toEqual(["2025-11", "2025-12", "2026-01"]);
  });

  it("labels months, January included", () => {
    expect(formatMonth("2025-11")).toBe("Nov 2025");
    expect(formatMonth("2026-01")).toBe("Jan 2026");
  });

  it("counts days until a date", () => {
    expect(daysUntil("2025-11-10", new Date(2025, 10, 3, 15))).toBe(7);
  });

  it("is negative for past dates", () => {
    expect(daysUntil("2025-11-01", new Date(2025, 10, 3, 9))).toBe(-2);
  });
});
