import { describe, expect, it } from "vitest";
import { daysBetween, formatDay, yesterdayRange } from "../src/lib/dates";

describe("yesterdayRange", () => {
  it("covers one whole day", () => {
    const { start, end } = yesterdayRange(new Date("2025-11-10T12:00:00Z"));
    expect(daysBetween(start, end)).toBe(1);
  });
});

describe("yesterdayRange in JST", () => {
  it("starts at JST midnight", () => {
    // 2025-11-10 08:30 JST
    const { start } = yesterdayRange(new Date("2025-11-09T23:30:00Z"));
    expect(start.toISOString()).toBe("2025-11-08T15:00:00.000Z");
  });
});

describe("formatDay", () => {
  it("uses slashes", () => {
    expect(formatDay(new Date("2025-11-08T15:00:00Z"))).toBe("2025/11/09");
  });
});

describe("daysBetween", () => {
  it("counts whole days", () => {
    expect(daysBetween(new Date("2025-11-01T00:00:00Z"), new Date("2025-11-08T00:00:00Z"))).toBe(7);
  });

  it("is negative backwards", () => {
    expect(daysBetween(new Date("2025-11-08T00:00:00Z"), new Date("2025-11-01T00:00:00Z"))).toBe(-7);
  });
});
