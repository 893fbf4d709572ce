import { describe, expect, it } from "vitest";
import { computeTotals } from "./useCartTotals";

const tee = { sku: "T-01", name: "Tシャツ", unitPrice: 2200, qty: "2" };
const cap = { sku: "C-07", name: "キャップ", unitPrice: 1800, qty: "1" };

describe("computeTotals", () => {
  it("sums quantities and prices", () => {
    const t = computeTotals([tee, cap], null);
    expect(t.itemCount).toBe(3);
    expect(t.subtotal).toBe(6200);
    expect(t.shipping).toBe(0);
  });

  it("applies a percent coupon before tax", () => {
    const t = computeTotals([tee], { kind: "percent", value: 10, code: "AUTUMN10" });
    expect(t.discount).toBe(440);
    expect(t.tax).toBe(396);
    expect(t.total).toBe(4400 - 440 + 396 + 550);
  });

  it("charges shipping under the threshold", () => {
    const t = computeTotals([cap], null);
    expect(t.shipping).toBe(550);
  });
});
