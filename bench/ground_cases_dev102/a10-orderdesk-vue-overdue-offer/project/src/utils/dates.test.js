import { describe, expect, it } from "vitest";
import { daysBetween, formatDate, parseDay, todayString } from "./dates";

describe("parseDay", () => {
  it("reads YYYY-MM-DD as a local date", () => {
    const d = parseDay("2025-03-09");
    expect(d.getFullYear()).toBe(2025);
    expect(d.getDate()).toBe(9);
  });
});

describe("formatDate", () => {
  it("formats as DD.MM.YYYY", () => {
    expect(formatDate("2025-03-09")).toMatch(/^09\./);
  });
});

describe("daysBetween", () => {
  it("counts whole days", () => {
    expect(daysBetween("2025-03-01", "2025-03-31")).toBe(30);
  });
});

describe("todayString", () => {
  it("zero pads month and day", () => {
    expect(todayString(new Date(2025, 0, 5))).toBe("2025-01-05");
  });
});

describe("daysBetween across months", () => {
  it("handles February", () => {
    expect(daysBetween("2025-02-27", "2025-03-01")).toBe(2);
  });
});
