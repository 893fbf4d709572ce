import { describe, expect, it } from "vitest";
import { lineTotals } from "../src/invoices/service.js";

describe("lineTotals", () => {
  it("rounds tax to the cent", () => {
    expect(lineTotals({ description: "x", quantity: 3, unitPriceCents: 333, taxRate: 0.19 })).toEqual({ net: 999, tax: 190 });
  });

  it("handles zero-rated lines", () => {
    expect(lineTotals({ description: "x", quantity: 1, unitPriceCents: 5000, taxRate: 0 })).toEqual({ net: 5000, tax: 0 });
  });
});
