import { describe, expect, it } from "vitest";
import { currentMonth, formatYen, monthLabel, prevMonth } from "./format";

describe("formatYen", () => {
  it("formats with the yen sign and separators", () => {
    expect(formatYen(12345)).toBe("￥12,345");
  });
});

describe("monthLabel", () => {
  it("drops the leading zero", () => {
    expect(monthLabel("2025-03")).toBe("2025年3月");
  });
});

describe("prevMonth", () => {
  it("goes back one month", () => {
    expect(prevMonth("2025-11")).toBe("2025-10");
  });

  it("wraps to December of the previous year", () => {
    expect(prevMonth("2025-01")).toBe("2024-12");
  });
});

describe("currentMonth", () => {
  it("pads the month", () => {
    expect(currentMonth(new Date(2025, 0, 15))).toBe("2025-01");
  });
});
