import { describe, expect, it } from "vitest";
import {
  addDays,
  formatDay,
  formatTime,
  fromLocalISODate,
  isSameDay,
  startOfWeek,
  toLocalISODate,
  weekDays,
} from "./date";

describe("addDays", () => {
  it("crosses month ends", () => {
    expect(addDays(new Date(2025, 0, 31), 1)).toEqual(new Date(2025, 1, 1));
  });
  it("goes backwards", () => {
    expect(addDays(new Date(2025, 2, 1), -1)).toEqual(new Date(2025, 1, 28));
  });
});

describe("startOfWeek", () => {
  it("returns Monday for a Wednesday", () => {
    expect(startOfWeek(new Date(2025, 10, 5, 15, 30))).toEqual(new Date(2025, 10, 3));
  });
  it("keeps Monday itself", () => {
    expect(startOfWeek(new Date(2025, 10, 3, 9))).toEqual(new Date(2025, 10, 3));
  });
});

describe("weekDays", () => {
  it("has seven consecutive days", () => {
    const days = weekDays(new Date(2025, 10, 5));
    expect(days).toHaveLength(7);
    expect(isSameDay(days[6], new Date(2025, 10, 9))).toBe(true);
  });
});

describe("local ISO dates", () => {
  it("uses the local calendar day", () => {
    expect(toLocalISODate(new Date(2025, 10, 5, 7, 30))).toBe("2025-11-05");
  });
  it("round-trips", () => {
    expect(fromLocalISODate("2025-11-05")).toEqual(new Date(2025, 10, 5));
  });
});

describe("formatting", () => {
  it("formats a day in Chinese", () => {
    expect(formatDay(new Date(2025, 10, 5))).toBe("11月5日 周三");
  });
  it("pads the time", () => {
    expect(formatTime(new Date(2025, 10, 5, 8, 5))).toBe("08:05");
  });
});
