import { describe, expect, it } from "vitest";
import { minutesSinceMidnight, startOfWeek, weekDays } from "./time";

describe("week helpers", () => {
  it("returns seven days", () => {
    expect(weekDays(new Date(2025, 5, 2))).toHaveLength(7);
  });

  it("counts minutes since midnight", () => {
    expect(minutesSinceMidnight(new Date(2025, 5, 2, 9, 30))).toBe(570);
  });

  it("starts the week on a Monday", () => {
    expect(startOfWeek(new Date(2025, 5, 4)).getDay()).toBe(1);
  });

  it("puts a Sunday in the week that began the Monday before", () => {
    expect(startOfWeek(new Date(2025, 5, 8)).getDate()).toBe(2);
  });
});
