import { describe, expect, it } from "vitest";

import { daysAgo, formatJst, jstDay, parseDate, parsePositiveInt } from "../src/lib/dates.js";

describe("dates", () => {
  it("daysAgo subtracts whole days", () => {
    const now = new Date("2025-11-20T03:00:00Z");
    expect(daysAgo(90, now).toISOString()).toBe("2025-08-22T03:00:00.000Z");
  });

  it("parseDate accepts ISO timestamps", () => {
    expect(parseDate("2025-11-01T09:30:00+09:00").toISOString()).toBe("2025-11-01T00:30:00.000Z");
  });

  it("parseDate rejects garbage", () => {
    expect(() => parseDate("yesterday")).toThrow("not a date");
  });

  it("jstDay uses Japan time", () => {
    expect(jstDay(new Date("2025-10-31T16:00:00Z"))).toBe("2025-11-01");
  });

  it("parsePositiveInt rejects zero", () => {
    expect(() => parsePositiveInt("0")).toThrow();
    expect(parsePositiveInt("90")).toBe(90);
  });

  it("formatJst shows Japan time", () => {
    expect(formatJst(new Date("2025-11-01T00:30:00Z"))).toContain("9:30");
  });
});
