import { describe, expect, it } from "vitest";
import { isExpired, nextRunAt, type Reminder } from "../src/scheduler.js";

const base: Reminder = { id: "r1", userId: "u1", time: "23:30", endDate: null, lastSentAt: null };

describe("nextRunAt", () => {
  it("returns today's slot when it is still ahead", () => {
    const now = new Date("2025-11-20T10:00:00+09:00");
    expect(nextRunAt(base, now).toISOString()).toBe("2025-11-20T14:30:00.000Z");
  });

  it("rolls over to tomorrow after the slot has passed", () => {
    const now = new Date("2025-11-20T23:45:00+09:00");
    expect(nextRunAt(base, now).toISOString()).toBe("2025-11-21T14:30:00.000Z");
  });

  it("works for early-morning slots", () => {
    const now = new Date("2025-11-21T01:00:00+09:00");
    expect(nextRunAt({ ...base, time: "07:00" }, now).toISOString()).toBe("2025-11-20T22:00:00.000Z");
  });
});

describe("isExpired", () => {
  it("is never expired without an end date", () => {
    expect(isExpired(base, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("is expired the day after the end date (evening)", () => {
    const r = { ...base, endDate: "2025-11-20" };
    expect(isExpired(r, new Date("2025-11-21T20:00:00+09:00"))).toBe(true);
  });
});
