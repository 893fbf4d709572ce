import { describe, expect, it } from "vitest";
import { endOfWeek, formatDayLabel, startOfWeek, toISODate, weekDays } from "./date";

describe("startOfWeek", () => {
  it("水曜日なら同じ週の月曜を返す", () => {
    expect(toISODate(startOfWeek(new Date(2025, 9, 15)))).toBe("2025-10-13");
  });

  it("月曜日ならその日を返す", () => {
    expect(toISODate(startOfWeek(new Date(2025, 9, 13, 10, 30)))).toBe("2025-10-13");
  });

  it("土曜日なら同じ週の月曜を返す", () => {
    expect(toISODate(startOfWeek(new Date(2025, 9, 18, 23, 0)))).toBe("2025-10-13");
  });
});

describe("endOfWeek", () => {
  it("同じ週の日曜 23:59 を返す", () => {
    const e = endOfWeek(new Date(2025, 9, 15));
    expect(toISODate(e)).toBe("2025-10-19");
    expect(e.getHours()).toBe(23);
  });
});

describe("weekDays", () => {
  it("月曜から 7 日並ぶ", () => {
    const days = weekDays(new Date(2025, 9, 16)).map(toISODate);
    expect(days[0]).toBe("2025-10-13");
    expect(days).toHaveLength(7);
  });
});

describe("formatDayLabel", () => {
  it("月/日(曜) の形", () => {
    expect(formatDayLabel(new Date(2025, 9, 13))).toBe("10/13(月)");
  });
});
