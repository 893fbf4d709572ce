import { describe, expect, it } from "vitest";
import { daysOfWeek, mondayOf, parseDay, weekNumber } from "../week";

describe("parseDay", () => {
  it("is local midnight", () => {
    const d = parseDay("2025-01-06");
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 0, 6, 0]);
  });
});

describe("weekNumber", () => {
  it("mid-January", () => {
    expect(weekNumber(parseDay("2025-01-15"))).toBe(3);
  });
});

describe("mondayOf", () => {
  it("goes back to Monday", () => {
    expect(mondayOf(parseDay("2025-01-12")).getDate()).toBe(6);
  });

  it("keeps a Monday", () => {
    expect(mondayOf(parseDay("2025-01-06")).getDate()).toBe(6);
  });
});

describe("daysOfWeek", () => {
  it("returns seven days", () => {
    expect(daysOfWeek(parseDay("2025-01-06")).map((d) => d.getDate())).toEqual([6, 7, 8, 9, 10, 11, 12]);
  });
});
