import { describe, expect, it } from "vitest";

import { formatPrice, multiply, savings, sumPrices } from "../money";

describe("money", () => {
  it("formats cents as a currency amount", () => {
    expect(formatPrice({ cents: 123450, currency: "USD" })).toBe("$1,234.50");
  });

  it("formats euros", () => {
    expect(formatPrice({ cents: 999, currency: "EUR" })).toBe("€9.99");
  });

  it("sums prices of one currency", () => {
    expect(sumPrices([{ cents: 100, currency: "EUR" }, { cents: 250, currency: "EUR" }], "EUR")).toEqual({
      cents: 350,
      currency: "EUR",
    });
  });

  it("refuses to add different currencies", () => {
    expect(() => sumPrices([{ cents: 100, currency: "USD" }], "EUR")).toThrow("cannot add USD to EUR");
  });

  it("multiplies and rounds to whole cents", () => {
    expect(multiply({ cents: 333, currency: "EUR" }, 1.5)).toEqual({ cents: 500, currency: "EUR" });
  });

  it("never reports negative savings", () => {
    expect(savings({ cents: 1000, currency: "EUR" }, { cents: 1200, currency: "EUR" }).cents).toBe(0);
  });
});
