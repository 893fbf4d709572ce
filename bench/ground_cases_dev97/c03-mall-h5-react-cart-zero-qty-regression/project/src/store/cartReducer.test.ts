import { describe, expect, it } from "vitest";

import { cartReducer, initialCart, subtotalCents } from "./cartReducer";

const tea = { sku: "TEA-01", title: "龙井 100g", priceCents: 6800, stock: 5 };
const cup = { sku: "CUP-02", title: "玻璃杯", priceCents: 2500, stock: 20 };

describe("cartReducer", () => {
  it("adds a new item with qty 1", () => {
    const s = cartReducer(initialCart, { type: "add", item: tea });
    expect(s.items).toEqual([{ ...tea, qty: 1 }]);
  });

  it("merges the same sku and caps at stock", () => {
    let s = cartReducer(initialCart, { type: "add", item: tea, qty: 4 });
    s = cartReducer(s, { type: "add", item: tea, qty: 3 });
    expect(s.items[0].qty).toBe(5);
  });

  it("updateQty returns a new state object", () => {
    const s = cartReducer(initialCart, { type: "add", item: tea });
    const next = cartReducer(s, { type: "updateQty", sku: "TEA-01", qty: 3 });
    expect(next).not.toBe(s);
    expect(next.items[0].qty).toBe(3);
    expect(s.items[0].qty).toBe(1);
  });

  it("removes an item", () => {
    let s = cartReducer(initialCart, { type: "add", item: tea });
    s = cartReducer(s, { type: "add", item: cup });
    s = cartReducer(s, { type: "remove", sku: "TEA-01" });
    expect(s.items.map((i) => i.sku)).toEqual(["CUP-02"]);
  });

  it("sums the subtotal in cents", () => {
    let s = cartReducer(initialCart, { type: "add", item: tea, qty: 2 });
    s = cartReducer(s, { type: "add", item: cup });
    expect(subtotalCents(s)).toBe(16100);
  });
});
