import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, endOfMonth, formatDate, startOfDay } from "../utils/dates.js";

const d = (s: string) => new Date(s);

describe("dates", () => {
  it("addDays crosses a month", () => {
    expect(formatDate(addDays(d("2025-01-30T00:00:00Z"), 3))).toBe("2025-02-02");
  });

  it("addMonths clamps to the month end", () => {
    expect(formatDate(addMonths(d("2025-01-31T00:00:00Z"), 1))).toBe("2025-02-28");
  });

  it("endOfMonth", () => {
    expect(formatDate(endOfMonth(d("2024-02-10T00:00:00Z")))).toBe("2024-02-29");
  });

  it("startOfDay keeps the date", () => {
    expect(formatDate(startOfDay(d("2025-03-15T00:00:00Z")))).toBe("2025-03-15");
  });

  it("daysBetween", () => {
    expect(daysBetween(d("2025-03-01T00:00:00Z"), d("2025-03-31T00:00:00Z"))).toBe(30);
  });
});
