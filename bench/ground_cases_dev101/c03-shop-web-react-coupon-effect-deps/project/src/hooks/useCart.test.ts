import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCart, type CartLine } from "./useCart";

const tea: CartLine = { sku: "TEA-01", name: "正山小种 100g", unitPriceCents: 5800, qty: 1 };
const cup: CartLine = { sku: "CUP-02", name: "白瓷杯", unitPriceCents: 2500, qty: 2 };

describe("useCart", () => {
  it("sums the subtotal in cents", () => {
    const { result } = renderHook(() => useCart([tea, cup]));
    expect(result.current.subtotalCents).toBe(5800 + 2 * 2500);
  });

  it("merges the same sku when added twice", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem({ sku: "TEA-01", name: "正山小种 100g", unitPriceCents: 5800 }));
    act(() => result.current.addItem({ sku: "TEA-01", name: "正山小种 100g", unitPriceCents: 5800 }));
    expect(result.current.items).toHaveLength(1);
    expect(result.current.items[0].qty).toBe(2);
  });

  it("drops a line when decremented to zero", () => {
    const { result } = renderHook(() => useCart([tea]));
    act(() => result.current.decrement("TEA-01"));
    expect(result.current.items).toHaveLength(0);
  });

  it("keeps counting when the same increment is called repeatedly (long press)", () => {
    const { result } = renderHook(() => useCart([tea]));
    const heldIncrement = result.current.increment; // what setInterval captured on pointer down
    act(() => heldIncrement("TEA-01"));
    act(() => heldIncrement("TEA-01"));
    act(() => heldIncrement("TEA-01"));
    expect(result.current.items[0].qty).toBe(4);
  });

  it("removes a line", () => {
    const { result } = renderHook(() => useCart([tea, cup]));
    act(() => result.current.removeItem("CUP-02"));
    expect(result.current.items.map((l) => l.sku)).toEqual(["TEA-01"]);
  });
});
