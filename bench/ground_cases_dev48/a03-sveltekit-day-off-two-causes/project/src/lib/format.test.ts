import { describe, expect, it } from "vitest";

import { formatDuration, formatPrice } from "./format";

describe("formatDuration", () => {
  it("keeps short durations in minutes", () => {
    expect(formatDuration(45)).toBe("45 min");
  });

  it("splits hours and minutes", () => {
    expect(formatDuration(90)).toBe("1 h 30 min");
    expect(formatDuration(120)).toBe("2 h");
  });
});

describe("formatPrice", () => {
  it("formats cents as a currency amount", () => {
    expect(formatPrice(4500)).toMatch(/45/);
  });
});
