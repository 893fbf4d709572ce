import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCart } from "./useCart";

const tea = { id: "tea", name: "ほうじ茶", price: 540 };
const cup = { id: "cup", name: "湯のみ", price: 1800 };

describe("useCart", () => {
  it("adds a new item with qty 1", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(tea));
    expect(result.current.items).toEqual([{ ...tea, qty: 1 }]);
  });

  it("increments qty when the same item is added again", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(tea));
    act(() => result.current.add(tea));
    expect(result.current.count).toBe(2);
  });

  it("computes the subtotal", () => {
    const { result } = renderHook(() => useCart([{ ...tea, qty: 2 }, { ...cup, qty: 1 }]));
    expect(result.current.subtotal).toBe(2880);
  });

  it("removes an item", () => {
    const { result } = renderHook(() => useCart([{ ...tea, qty: 2 }]));
    act(() => result.current.remove("tea"));
    expect(result.current.items).toEqual([]);
  });
});
