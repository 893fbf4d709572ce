import { describe, expect, it } from "vitest";

import { dayRangeJst, todayJst, toJstTime } from "../src/lib/date.js";

describe("dayRangeJst", () => {
  it("starts at JST midnight", () => {
    const { start, end } = dayRangeJst("2025-11-14");
    expect(start.toISOString()).toBe("2025-11-13T15:00:00.000Z");
    expect(end.toISOString()).toBe("2025-11-14T15:00:00.000Z");
  });

  it("rejects garbage", () => {
    expect(() => dayRangeJst("14/11/2025")).toThrow(RangeError);
  });
});

describe("toJstTime", () => {
  it("shifts by nine hours", () => {
    expect(toJstTime(new Date("2025-11-14T01:30:00Z"))).toBe("10:30");
  });
});

describe("todayJst", () => {
  it("is already tomorrow after 15:00 UTC", () => {
    expect(todayJst(new Date("2025-11-14T15:30:00Z"))).toBe("2025-11-15");
  });
});
