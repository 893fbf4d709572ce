import { describe, expect, it } from "vitest";
import { formatDuration, parseClock } from "../src/utils/duration";

describe("formatDuration", () => {
  it("shows seconds under a minute", () => {
    expect(formatDuration(45_000)).toBe("45s");
  });

  it("shows minutes under an hour", () => {
    expect(formatDuration(12 * 60_000)).toBe("12m");
  });

  it("formats hours and minutes", () => {
    expect(formatDuration(65 * 60_000)).toBe("1h 5m");
  });
});

describe("parseClock", () => {
  it("parses h:mm", () => {
    expect(parseClock("1:30")).toBe(90 * 60_000);
  });
});
