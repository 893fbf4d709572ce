import { describe, expect, it } from "vitest";
import { formatBookingDate, isWeekend, parseDateString, toDateString } from "../date";

describe("date utils", () => {
  it("parses to local midnight", () => {
    const d = parseDateString("2025-11-20");
    expect(d.getFullYear()).toBe(2025);
    expect(d.getMonth()).toBe(10);
    expect(d.getDate()).toBe(20);
    expect(d.getHours()).toBe(0);
  });

  it("uses the local date, not UTC", () => {
    expect(toDateString(new Date(2025, 10, 20, 7, 30))).toBe("2025-11-20");
  });

  it("formats with weekday", () => {
    expect(formatBookingDate("2025-11-20")).toBe("11月20日 周四");
  });

  it("detects weekends", () => {
    expect(isWeekend("2025-11-22")).toBe(true);
    expect(isWeekend("2025-11-24")).toBe(false);
  });
});
