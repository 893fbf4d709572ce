import { describe, expect, it } from "vitest";
import { formatCents, lineTotal, sumCents } from "./money";

describe("money", () => {
  it("formats cents as yuan", () => {
    expect(formatCents(123450)).toBe("¥1,234.50");
    expect(formatCents(5)).toBe("¥0.05");
  });

  it("multiplies unit price by quantity", () => {
    expect(lineTotal(1250, 3)).toBe(3750);
  });

  it("sums cents", () => {
    expect(sumCents([100, 250, 5])).toBe(355);
    expect(sumCents([])).toBe(0);
  });
});
