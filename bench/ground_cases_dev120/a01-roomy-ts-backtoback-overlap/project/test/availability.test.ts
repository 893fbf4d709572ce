import { describe, expect, it } from "vitest";
import { Booking, daySlots, freeSlots, overlaps } from "../src/availability";

const at = (h: number, m = 0) => new Date(2025, 10, 3, h, m);

describe("overlaps", () => {
  it("detects a clear overlap", () => {
    expect(overlaps({ start: at(9), end: at(10) }, { start: at(9, 30), end: at(11) })).toBe(true);
  });

  it("is false for disjoint intervals", () => {
    expect(overlaps({ start: at(9), end: at(10) }, { start: at(11), end: at(12) })).toBe(false);
  });
});

describe("daySlots", () => {
  it("splits opening hours into 30 minute slots", () => {
    const slots = daySlots(at(0), 8, 10);
    expect(slots).toHaveLength(4);
    expect(slots[0].start).toEqual(at(8));
    expect(slots[3].end).toEqual(at(10));
  });
});

describe("freeSlots", () => {
  it("skips slots taken by a booking", () => {
    const b: Booking = { id: "b1", roomId: "r1", start: at(8), end: at(9), status: "confirmed" };
    const free = freeSlots([b], "r1", at(0), at(0), 8, 10);
    expect(free.map((s) => s.start.getHours())).toContain(9);
  });

  it("ignores cancelled bookings", () => {
    const b: Booking = { id: "b2", roomId: "r1", start: at(8), end: at(9), status: "cancelled" };
    const free = freeSlots([b], "r1", at(0), at(0), 8, 10);
    expect(free).toHaveLength(4);
  });
});
