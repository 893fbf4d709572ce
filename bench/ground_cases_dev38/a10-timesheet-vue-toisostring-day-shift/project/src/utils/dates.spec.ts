import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatHours, fromISODate, startOfWeek } from "./dates";

describe("dates", () => {
  it("parses YYYY-MM-DD as local midnight", () => {
    const d = fromISODate("2025-11-03");
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 10, 3, 0]);
  });

  it("adds days across a month end", () => {
    expect(addDays("2025-10-30", 3)).toBe("2025-11-02");
  });

  it("finds the Monday of a week", () => {
    expect(startOfWeek("2025-11-06")).toBe("2025-11-03");
  });

  it("counts days between dates", () => {
    expect(daysBetween("2025-11-01", "2025-11-08")).toBe(7);
  });

  it("formats minutes as hours", () => {
    expect(formatHours(90)).toBe("1h 30m");
    expect(formatHours(120)).toBe("2h");
  });
});
