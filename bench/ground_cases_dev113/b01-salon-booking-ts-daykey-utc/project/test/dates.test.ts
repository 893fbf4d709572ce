import { describe, expect, it } from "vitest";
import { addDays, clockLabel, dayKey, isValidDateParam, overlaps } from "../src/lib/dates.js";

describe("dates", () => {
  it("adds days", () => {
    const d = new Date("2025-03-30T12:00:00Z");
    expect(addDays(d, 2).toISOString()).toBe("2025-04-01T12:00:00.000Z");
  });

  it("keys a booking by its day", () => {
    expect(dayKey(new Date("2025-09-14T05:00:00Z"))).toBe("2025-09-14");
  });

  it("labels the shop clock", () => {
    expect(clockLabel(new Date("2025-09-14T00:30:00Z"), "Asia/Tokyo")).toBe("09:30");
  });

  it("detects overlap", () => {
    const a = new Date("2025-09-14T01:00:00Z");
    const b = new Date("2025-09-14T02:00:00Z");
    const c = new Date("2025-09-14T03:00:00Z");
    expect(overlaps(a, b, a, c)).toBe(true);
    expect(overlaps(a, b, b, c)).toBe(false);
  });

  it("validates the date param", () => {
    expect(isValidDateParam("2025-11-03")).toBe(true);
    expect(isValidDateParam("2025-02-30")).toBe(false);
    expect(isValidDateParam("2025/11/03")).toBe(false);
    expect(isValidDateParam("")).toBe(false);
  });

  it("keeps touching ranges apart", () => {
    const a = new Date("2025-09-14T01:00:00Z");
    const b = new Date("2025-09-14T01:30:00Z");
    expect(overlaps(a, b, b, new Date("2025-09-14T02:00:00Z"))).toBe(false);
  });
});
