import { describe, expect, it } from "vitest";
import { computeTotals } from "../src/totals";

const lines = [{ sku: "MUG-01", unitCents: 2500, qty: 2 }];

describe("computeTotals", () => {
  it("sums lines without a coupon", () => {
    const t = computeTotals(lines, { taxRate: 0.08 });
    expect(t.subtotal).toBe(5000);
    expect(t.tax).toBe(400);
    expect(t.shipping).toBe(0);
    expect(t.total).toBe(5400);
  });

  it("applies percent coupon before tax", () => {
    const t = computeTotals(lines, { taxRate: 0.08, shipping: "pickup", coupon: { kind: "percent", percent: 10 } });
    expect(t.discount).toBe(500);
    expect(t.tax).toBe(360);
    expect(t.total).toBe(4860);
  });

  it("applies fixed coupon before tax", () => {
    const t = computeTotals(lines, { taxRate: 0.08, shipping: "pickup", coupon: { kind: "fixed", amountCents: 1000 } });
    expect(t.discount).toBe(1000);
    expect(t.tax).toBe(320);
    expect(t.total).toBe(4320);
  });

  it("charges standard shipping under the threshold", () => {
    const t = computeTotals([{ sku: "PEN-02", unitCents: 300, qty: 1 }]);
    expect(t.shipping).toBe(495);
    expect(t.total).toBe(795);
  });
});
