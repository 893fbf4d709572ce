import { describe, expect, it } from "vitest";
import { cartTotals, CartLine } from "../cart";

const coffee: CartLine = { sku: "C-01", name: "ドリップコーヒー", price: 398, qty: 1, rate: 0.08 };
const cookie: CartLine = { sku: "K-02", name: "クッキー缶", price: 1099, qty: 1, rate: 0.08 };
const mug: CartLine = { sku: "M-03", name: "マグカップ", price: 1480, qty: 1, rate: 0.1 };

describe("cartTotals", () => {
  it("sums subtotal", () => {
    expect(cartTotals([coffee, mug]).subtotal).toBe(1878);
  });

  it("computes tax for a single line", () => {
    expect(cartTotals([mug]).tax).toBe(148);
  });

  it("groups bases by rate", () => {
    const t = cartTotals([coffee, cookie, mug]);
    expect(t.byRate["0.08"].base).toBe(1497);
    expect(t.byRate["0.1"].base).toBe(1480);
  });
});
