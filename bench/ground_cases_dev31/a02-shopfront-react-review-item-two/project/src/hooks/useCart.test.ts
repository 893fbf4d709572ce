import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCart } from "./useCart";
import type { CartItem } from "../types";

const items: CartItem[] = [
  { sku: "A", name: "A", unitPrice: 10, qty: 2 },
  { sku: "B", name: "B", unitPrice: 5, qty: 1 },
];

describe("useCart", () => {
  it("sums line totals", () => {
    const { result } = renderHook(() => useCart(items, "EUR"));
    expect(result.current.totals.subtotal).toBe(25);
    expect(result.current.totals.total).toBe(25);
  });

  it("never goes below quantity 1", () => {
    const { result } = renderHook(() => useCart(items, "EUR"));
    act(() => result.current.setQty("A", 0));
    expect(result.current.items[0].qty).toBe(1);
  });

  it("takes the coupon off covered SKUs only, once", () => {
    const { result } = renderHook(() => useCart(items, "EUR"));
    act(() => result.current.applyCoupon({ code: "T10", percent: 10, skus: ["A"] }));
    expect(result.current.totals.subtotal).toBe(25);
    expect(result.current.totals.discount).toBeCloseTo(2);
    expect(result.current.totals.total).toBeCloseTo(23);
  });

  it("removes an item", () => {
    const { result } = renderHook(() => useCart(items, "EUR"));
    act(() => result.current.remove("B"));
    expect(result.current.items).toHaveLength(1);
  });
});
