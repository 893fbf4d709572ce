import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCart } from "./useCart";

const tea = { id: "p1", sku: "TEA-0032", name: "乌龙茶", price: 38 };
const cup = { id: "p2", sku: "CUP-0007", name: "玻璃杯", price: 25 };

describe("useCart", () => {
  it("adds products", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(tea));
    act(() => result.current.addItem(cup));
    expect(result.current.lines).toHaveLength(2);
    expect(result.current.total).toBe(63);
  });

  it("removes by id", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(tea));
    act(() => result.current.removeItem("p1"));
    expect(result.current.lines).toHaveLength(0);
  });
});
