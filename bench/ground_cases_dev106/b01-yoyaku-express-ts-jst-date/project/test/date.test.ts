import { describe, expect, it } from "vitest";
import { addDays, formatTime, parseYmd } from "../src/utils/date";

describe("parseYmd", () => {
  it("treats the date as midnight in Tokyo", () => {
    expect(parseYmd("2025-03-15").toISOString()).toBe("2025-03-14T15:00:00.000Z");
  });

  it("rejects other shapes", () => {
    expect(() => parseYmd("2025/03/15")).toThrow("invalid date");
  });
});

describe("formatTime", () => {
  it("shows shop local time", () => {
    expect(formatTime(new Date("2025-03-14T23:30:00Z"))).toBe("08:30");
  });

  it("uses 24-hour clock", () => {
    expect(formatTime(new Date("2025-03-15T09:05:00Z"))).toBe("18:05");
  });
});

describe("addDays", () => {
  it("adds whole days", () => {
    expect(addDays(new Date("2025-03-01T00:00:00Z"), 7).toISOString()).toBe("2025-03-08T00:00:00.000Z");
  });

  it("goes backwards", () => {
    expect(addDays(new Date("2025-03-01T00:00:00Z"), -1).toISOString()).toBe("2025-02-28T00:00:00.000Z");
  });
});
