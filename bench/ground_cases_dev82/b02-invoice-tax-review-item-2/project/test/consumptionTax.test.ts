import { describe, expect, it } from "vitest";

import { lineTax, rateFor, summarizeByRate } from "../src/tax/consumptionTax";
import type { InvoiceItem } from "../src/invoice/types";

const item = (over: Partial<InvoiceItem>): InvoiceItem => ({
  sku: "X", name: "x", category: "goods", unitPrice: 100, quantity: 1, ...over,
});

describe("rateFor", () => {
  it("food is reduced", () => expect(rateFor(item({ category: "food" }))).toBe(8));
  it("goods is standard", () => expect(rateFor(item({ category: "goods" }))).toBe(10));
  it("alcohol is standard", () => expect(rateFor(item({ category: "alcohol" }))).toBe(10));
});

describe("summarizeByRate", () => {
  it("groups by rate", () => {
    const rows = summarizeByRate([item({ unitPrice: 1000 }), item({ category: "food", unitPrice: 500 })]);
    expect(rows).toEqual([
      { rate: 10, net: 1000, tax: 100 },
      { rate: 8, net: 500, tax: 40 },
    ]);
  });

  it("lineTax floors", () => expect(lineTax(item({ unitPrice: 199 }))).toBe(19));

  it("rounds once per rate, not per line", () => {
    const rows = summarizeByRate([item({ unitPrice: 199 }), item({ unitPrice: 199 }), item({ unitPrice: 199 })]);
    // 明細ごとだと 19 * 3 = 57、合計 597 に対して1回なら 59
    expect(rows).toEqual([{ rate: 10, net: 597, tax: 59 }]);
  });
});
