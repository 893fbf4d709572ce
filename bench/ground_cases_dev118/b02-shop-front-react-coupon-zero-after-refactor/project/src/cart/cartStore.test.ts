import { describe, expect, it } from "vitest";
import { computeTotals, type CartItem } from "./cartStore";

const items: CartItem[] = [
  { sku: "A1", name: "マグカップ", price: 1200, qty: 2 },
  { sku: "B2", name: "コースター", price: 450, qty: 1 },
];

describe("computeTotals", () => {
  it("adds shipping under the free threshold", () => {
    const t = computeTotals(items, null);
    expect(t.subtotal).toBe(2850);
    expect(t.shipping).toBe(550);
    expect(t.total).toBe(3400);
  });

  it("applies a fixed coupon", () => {
    const t = computeTotals(items, { code: "SALE500", kind: "fixed", value: 500, expiresAt: "2099-01-01" });
    expect(t.discount).toBe(500);
    expect(t.total).toBe(2900);
  });
});
