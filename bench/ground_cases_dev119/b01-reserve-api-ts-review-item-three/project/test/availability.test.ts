import { describe, expect, it } from "vitest";
import { daySlots, freeSlots, overlaps } from "../src/availability";

const at = (h: number) => new Date(2025, 10, 12, h, 0, 0);

describe("overlaps", () => {
  it("detects a real overlap", () => {
    expect(overlaps({ start: at(10), end: at(12) }, { start: at(11), end: at(13) })).toBe(true);
  });

  it("does not treat back-to-back slots as overlapping", () => {
    expect(overlaps({ start: at(10), end: at(11) }, { start: at(11), end: at(12) })).toBe(false);
  });
});

describe("daySlots", () => {
  it("has one slot per opening hour", () => {
    expect(daySlots("2025-11-12")).toHaveLength(12);
  });

  it("is empty on Sundays", () => {
    expect(freeSlots("2025-11-16", [])).toHaveLength(0);
  });
});
