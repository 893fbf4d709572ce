import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { computeDiscount, useCart } from "./useCart";
import type { CartItem } from "../types";

const mug: CartItem = { lineId: "l1", sku: "MUG-01", name: "Mug", price: 12.5, quantity: 2 };
const tee: CartItem = { lineId: "l2", sku: "TEE-M", name: "T-shirt", variant: "M", price: 30, quantity: 1 };

describe("computeDiscount", () => {
  it("is zero without a coupon", () => {
    expect(computeDiscount(80, null)).toBe(0);
  });
  it("takes a percentage", () => {
    expect(computeDiscount(80, { code: "TEN", kind: "percent", value: 10 })).toBe(8);
  });
  it("never takes more than the subtotal", () => {
    expect(computeDiscount(15, { code: "FIVER", kind: "fixed", value: 20 })).toBe(15);
  });
});

describe("useCart", () => {
  it("adds up lines and shipping", () => {
    const { result } = renderHook(() => useCart([mug]));
    expect(result.current.totals).toEqual({ subtotal: 25, discount: 0, shipping: 4.9, total: 29.9 });
  });
  it("ships for free from 50", () => {
    const { result } = renderHook(() => useCart([mug, tee]));
    expect(result.current.totals.shipping).toBe(0);
  });
  it("drops a line set to zero", () => {
    const { result } = renderHook(() => useCart([mug, tee]));
    act(() => result.current.setQuantity("l1", 0));
    expect(result.current.items.map((i) => i.lineId)).toEqual(["l2"]);
  });
});
