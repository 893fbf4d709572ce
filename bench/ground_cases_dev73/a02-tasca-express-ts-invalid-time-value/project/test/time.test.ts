import { describe, expect, it } from "vitest";
import { hhmmToMinutes, localLabel, minutesToHHMM, toUtcIso } from "../src/lib/time.js";

describe("time helpers", () => {
  it("parses HH:MM", () => {
    expect(hhmmToMinutes("19:30")).toBe(1170);
  });

  it("formats minutes", () => {
    expect(minutesToHHMM(1170)).toBe("19:30");
  });

  it("converts a Lisbon evening slot to UTC in summer", () => {
    expect(toUtcIso("2025-07-04", 1170, "Europe/Lisbon")).toBe("2025-07-04T18:30:00.000Z");
  });

  it("labels in local time", () => {
    expect(localLabel("2025-07-04T18:30:00.000Z", "Europe/Lisbon")).toBe("19:30");
  });
});
