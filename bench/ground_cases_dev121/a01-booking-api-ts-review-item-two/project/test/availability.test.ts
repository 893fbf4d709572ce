import { describe, expect, it } from "vitest";
import { freeSlots, overlaps, slotsFor } from "../src/lib/availability.js";

const day = new Date("2024-05-14T00:00:00");
const hours = { open: "08:00", close: "12:00" };
const at = (hhmm: string) => new Date(`2024-05-14T${hhmm}:00`);

describe("overlaps", () => {
  it("detects a booking inside another", () => {
    expect(overlaps({ start: at("09:00"), end: at("11:00") }, { start: at("09:30"), end: at("10:00") })).toBe(true);
  });

  it("is false for separate bookings", () => {
    expect(overlaps({ start: at("08:00"), end: at("09:00") }, { start: at("10:00"), end: at("11:00") })).toBe(false);
  });
});

describe("slotsFor", () => {
  it("starts at opening time in 30 minute steps", () => {
    const slots = slotsFor(day, hours, 30);
    expect(slots[0]).toEqual(at("08:00"));
    expect(slots[1]).toEqual(at("08:30"));
  });
});

describe("freeSlots", () => {
  it("drops slots that collide with a booking", () => {
    const taken = [{ id: "b1", roomId: "r1", email: "a@b.io", start: at("09:00"), end: at("10:00") }];
    const free = freeSlots(taken, "r1", day, hours, 30);
    expect(free).not.toContainEqual(at("09:30"));
    expect(free).toContainEqual(at("08:00"));
  });
});
