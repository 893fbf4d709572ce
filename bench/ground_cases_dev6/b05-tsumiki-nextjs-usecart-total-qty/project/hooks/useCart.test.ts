import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/types";
import { useCart } from "./useCart";

const tsumiki: Product = { id: "p1", name: "ひのき積み木 30ピース", price: 1200, category: "block" };
const puzzle: Product = { id: "p2", name: "木製パズル", price: 2400, category: "puzzle" };

describe("useCart", () => {
  it("counts items", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(tsumiki, 2));
    act(() => result.current.add(puzzle));
    expect(result.current.itemCount).toBe(3);
  });

  it("groups subtotal by category", () => {
    const { result } = renderHook(() => useCart([{ product: tsumiki, qty: 2 }, { product: puzzle, qty: 1 }]));
    expect(result.current.subtotalByCategory).toEqual({ block: 2400, puzzle: 2400 });
  });

  it("total multiplies by quantity", () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(tsumiki, 3));
    expect(result.current.total).toBe(3600);
  });
});
