import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useCart } from "./useCart";

const apple = { id: "a1", name: "苹果", priceFen: 1250 };
const pear = { id: "p1", name: "梨", priceFen: 800 };

describe("useCart", () => {
  beforeEach(() => localStorage.clear());

  it("adds items and sums totals", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(apple));
    act(() => result.current.addItem(pear));
    expect(result.current.totalFen).toBe(2050);
  });

  it("increments qty for same item", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(apple));
    act(() => result.current.addItem(apple));
    expect(result.current.items[0].qty).toBe(2);
  });

  it("removes items", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(apple));
    act(() => result.current.removeItem("a1"));
    expect(result.current.items).toHaveLength(0);
  });
});
