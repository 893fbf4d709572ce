import { describe, expect, it } from "vitest";
import { calcDiscount, calcShipping, calcSubtotal, calcTotals } from "./cart";
import type { CartItem, Coupon } from "../types";

const item = (sku: string, unitPrice: number, qty: number): CartItem => ({ sku, name: sku, unitPrice, qty });
const pct10: Coupon = { code: "AUTUMN10", kind: "percent", value: 10, minSpend: 3000, expiresAt: "2025-12-31" };

describe("cart calc", () => {
  it("ignores zero qty lines", () => {
    expect(calcSubtotal([item("a", 1000, 2), item("b", 500, 0)])).toBe(2000);
  });

  it("percent coupon floors", () => {
    expect(calcDiscount(4999, pct10)).toBe(499);
  });

  it("no coupon below minSpend", () => {
    expect(calcDiscount(2999, pct10)).toBe(0);
  });

  it("free shipping from 5000", () => {
    expect(calcShipping(5000)).toBe(0);
    expect(calcShipping(4999)).toBe(550);
  });

  it("totals add up", () => {
    const t = calcTotals([item("a", 2000, 2)], pct10);
    expect(t).toEqual({ subtotal: 4000, discount: 400, shipping: 550, total: 4150 });
  });
});
