import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCart } from "./useCart";

const apple = { sku: "A-1", name: "りんご", unitPrice: 150, qty: 1 };
const pear = { sku: "P-2", name: "なし", unitPrice: 200, qty: 2 };

describe("useCart", () => {
  it("computes the total", () => {
    const { result } = renderHook(() => useCart([apple, pear]));
    expect(result.current.total).toBe(550);
  });

  it("increments a row", () => {
    const { result } = renderHook(() => useCart([apple]));
    act(() => result.current.increment("A-1"));
    expect(result.current.items[0].qty).toBe(2);
  });

  it("drops a row that reaches zero", () => {
    const { result } = renderHook(() => useCart([apple, pear]));
    act(() => result.current.decrement("A-1"));
    expect(result.current.items.map((i) => i.sku)).toEqual(["P-2"]);
  });

  it("removes a row", () => {
    const { result } = renderHook(() => useCart([apple, pear]));
    act(() => result.current.remove("P-2"));
    expect(result.current.items).toHaveLength(1);
  });
});
