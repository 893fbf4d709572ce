import { describe, expect, it } from "vitest";
import { cartReducer, emptyCart, itemCount, subtotalCents } from "./cartReducer";

const mug = { id: "mug-blue", name: "Blue mug", priceCents: 1250, stock: 3 };
const cup = { id: "cup-white", name: "White cup", priceCents: 800, stock: 10 };

describe("cartReducer", () => {
  it("adds an item with qty 1", () => {
    const s = cartReducer(emptyCart, { type: "add", item: mug });
    expect(s.items).toHaveLength(1);
    expect(s.items[0].qty).toBe(1);
  });

  it("adding the same item again bumps qty", () => {
    let s = cartReducer(emptyCart, { type: "add", item: mug });
    s = cartReducer(s, { type: "add", item: mug });
    expect(itemCount(s)).toBe(2);
  });

  it("computes the subtotal in cents", () => {
    let s = cartReducer(emptyCart, { type: "add", item: mug });
    s = cartReducer(s, { type: "add", item: cup });
    expect(subtotalCents(s)).toBe(2050);
  });

  it("returns a new state object when removing", () => {
    const s = cartReducer(emptyCart, { type: "add", item: mug });
    const next = cartReducer(s, { type: "remove", id: "mug-blue" });
    expect(next).not.toBe(s);
    expect(s.items).toHaveLength(1);
  });

  it("removes an item", () => {
    let s = cartReducer(emptyCart, { type: "add", item: mug });
    s = cartReducer(s, { type: "remove", id: "mug-blue" });
    expect(s.items).toHaveLength(0);
  });
});
