import { describe, expect, it } from "vitest";

import { jstMonthRange, previousMonthJst } from "../src/lib/dates.js";

describe("dates", () => {
  it("previous month across the year boundary", () => {
    expect(previousMonthJst(new Date("2026-01-01T00:30:00+09:00"))).toEqual([2025, 12]);
  });

  it("JST month range starts at 15:00 UTC the day before", () => {
    const [from, to] = jstMonthRange(2025, 10);
    expect(from.toISOString()).toBe("2025-09-30T15:00:00.000Z");
    expect(to.toISOString()).toBe("2025-10-31T15:00:00.000Z");
  });
});
