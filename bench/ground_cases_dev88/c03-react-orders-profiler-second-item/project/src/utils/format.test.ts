import { describe, expect, it } from "vitest";
import { formatMoney, matches } from "./format";

describe("formatMoney", () => {
  it("formats positive amounts", () => {
    expect(formatMoney(123456)).toBe("¥1,234.56");
  });

  it("formats negative amounts", () => {
    expect(formatMoney(-1345)).toBe("-¥13.45");
  });
});

describe("matches", () => {
  it("ignores case", () => {
    expect(matches("Shanghai", "shang")).toBe(true);
  });
});
