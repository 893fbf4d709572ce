import { describe, expect, it } from "vitest";
import { computeTotals, consumptionTax, discountAmount, summarize, type LineItem } from "../src/invoice";

// subtotal 1000 yen, all standard rate
const items: LineItem[] = [
  { description: "ノート A5", unitPrice: 300, quantity: 2 },
  { description: "ボールペン", unitPrice: 200, quantity: 2 },
];

const mixed: LineItem[] = [
  { description: "会議室利用", unitPrice: 1000, quantity: 1 },
  { description: "お弁当", unitPrice: 1000, quantity: 1, reducedRate: true },
];

describe("discountAmount", () => {
  it("caps amount discounts at the subtotal", () => {
    expect(discountAmount(500, { kind: "amount", value: 800 })).toBe(500);
  });
  it("floors percent discounts", () => {
    expect(discountAmount(999, { kind: "percent", value: 15 })).toBe(149);
  });
});

describe("consumptionTax", () => {
  it("taxes standard items at 10%", () => {
    expect(consumptionTax(items, 0)).toBe(100);
  });
  it("taxes reduced items at 8%", () => {
    expect(consumptionTax(mixed, 0)).toBe(180);
  });
  it("splits a discount across rates in proportion", () => {
    // 50 yen off each: 950 * 10% + 950 * 8%
    expect(consumptionTax(mixed, 100)).toBe(171);
  });
});

describe("computeTotals", () => {
  it("adds tax to the subtotal", () => {
    expect(computeTotals(items)).toEqual({ subtotal: 1000, discount: 0, tax: 100, total: 1100 });
  });
  it("applies discount before tax", () => {
    expect(computeTotals(items, { kind: "amount", value: 20 }))
      .toEqual({ subtotal: 1000, discount: 20, tax: 98, total: 1078 });
  });
});

describe("summarize", () => {
  it("adds issue and due dates", () => {
    const s = summarize(items, new Date(2025, 9, 9));
    expect(s.issuedOn).toBe("2025-10-09");
    expect(s.dueOn).toBe("2025-11-30");
  });
});
