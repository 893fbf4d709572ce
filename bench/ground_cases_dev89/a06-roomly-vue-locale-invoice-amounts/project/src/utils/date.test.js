import { describe, it, expect } from "vitest";
import { formatDate, nights, toISODate } from "./date.js";

describe("formatDate", () => {
  it("follows the given locale", () => {
    expect(formatDate("2025-11-04T12:00:00Z", "de-DE")).toBe("04.11.2025");
    expect(formatDate("2025-11-04T12:00:00Z", "en-US")).toBe("11/04/2025");
  });
});

describe("nights", () => {
  it("counts nights between two dates", () => {
    expect(nights("2025-11-04", "2025-11-07")).toBe(3);
  });
  it("never goes negative", () => {
    expect(nights("2025-11-07", "2025-11-04")).toBe(0);
  });
});

describe("toISODate", () => {
  it("keeps the date part", () => {
    expect(toISODate(new Date("2025-11-04T10:00:00Z"))).toBe("2025-11-04");
  });
});
