import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCart } from "./useCart";

const apple = { id: "p1", name: "りんご", price: 300 };
const melon = { id: "p2", name: "メロン", price: 3200 };

describe("useCart", () => {
  it("同じ商品を追加すると数量が増える", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(apple));
    act(() => result.current.addItem(apple, 2));
    expect(result.current.items).toEqual([{ product: apple, quantity: 3 }]);
  });

  it("数量は上限20で止まる", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(apple, 30));
    expect(result.current.items[0].quantity).toBe(20);
  });

  it("数量0で削除される", () => {
    const { result } = renderHook(() => useCart([{ product: apple, quantity: 1 }]));
    act(() => result.current.setQuantity("p1", 0));
    expect(result.current.items).toEqual([]);
  });

  it("クーポンで割引される", () => {
    const { result } = renderHook(() => useCart([{ product: melon, quantity: 2 }]));
    act(() => result.current.applyCoupon("AUTUMN10", 10));
    expect(result.current.totals.discount).toBe(640);
    expect(result.current.totals.total).toBe(5760);
  });

  it("空のカートは送料0", () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.totals.shipping).toBe(0);
    expect(result.current.totals.total).toBe(0);
  });
});
