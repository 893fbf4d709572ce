import { describe, expect, it } from "vitest";
import { formatMajor, formatPrice, fromMinorUnits, toMinorUnits } from "./money";

describe("money", () => {
  it("converts dollars to cents", () => {
    expect(toMinorUnits(12.34, "USD")).toBe(1234);
    expect(toMinorUnits(0.1 + 0.2, "USD")).toBe(30);
  });

  it("converts minor units back", () => {
    expect(fromMinorUnits(1234, "USD")).toBe(12.34);
    expect(fromMinorUnits(1280, "JPY")).toBe(1280);
  });

  it("formats prices", () => {
    expect(formatPrice(1234, "USD", "en-US")).toBe("$12.34");
    expect(formatMajor(1280, "JPY", "en-US")).toBe("¥1,280");
  });
});
