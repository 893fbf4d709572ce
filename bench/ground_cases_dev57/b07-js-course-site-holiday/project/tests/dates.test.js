import { describe, expect, it } from "vitest";
import { addDays, formatShort, parseISO, toISO, weeksBetween } from "../js/dates.js";

describe("dates", () => {
  it("adds days across a month boundary", () => {
    expect(toISO(addDays(parseISO("2025-10-27"), 7))).toBe("2025-11-03");
  });

  it("formats a short Japanese date", () => {
    expect(formatShort(parseISO("2025-11-03"))).toBe("11/3 (月)");
  });

  it("counts whole weeks", () => {
    expect(weeksBetween(parseISO("2025-10-06"), parseISO("2025-11-03"))).toBe(4);
  });
});
