import { describe, expect, it } from "vitest";

import { formatEUR, lineTotal, shippingFor } from "./money";

describe("money", () => {
  it("formats cents as euro", () => {
    expect(formatEUR(4590)).toBe("€45.90");
    expect(formatEUR(0)).toBe("€0.00");
  });

  it("multiplies line totals", () => {
    expect(lineTotal(800, 3)).toBe(2400);
  });

  it("charges shipping below the threshold only", () => {
    expect(shippingFor(5999)).toBe(490);
    expect(shippingFor(6000)).toBe(0);
  });
});
