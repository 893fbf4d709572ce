import { describe, expect, it } from "vitest";

import { isoWeek, previousMonth, previousWeek } from "../src/lib/dates.js";

describe("dates", () => {
  it("computes ISO weeks", () => {
    expect(isoWeek(new Date("2025-11-03T00:00:00Z"))).toBe("2025-W45");
    expect(isoWeek(new Date("2025-01-01T00:00:00Z"))).toBe("2025-W01");
  });

  it("previousWeek is Monday to Monday", () => {
    const { from, to } = previousWeek(new Date("2025-11-12T06:00:00Z"));
    expect(from.toISOString()).toBe("2025-11-03T00:00:00.000Z");
    expect(to.toISOString()).toBe("2025-11-10T00:00:00.000Z");
  });

  it("previousMonth", () => {
    const { from, to } = previousMonth(new Date("2025-11-12T06:00:00Z"));
    expect(from.toISOString()).toBe("2025-10-01T00:00:00.000Z");
    expect(to.toISOString()).toBe("2025-11-01T00:00:00.000Z");
  });
});
