import { describe, expect, it } from "vitest";
import { cartReducer } from "./useCart";

const apple = { sku: "A1", name: "りんご", price: 300 };
const pear = { sku: "P1", name: "なし", price: 450 };

describe("cartReducer", () => {
  it("adds a new item with qty 1", () => {
    const s = cartReducer({ items: [] }, { type: "add", item: apple });
    expect(s.items).toEqual([{ ...apple, qty: 1 }]);
  });

  it("increments qty when the same sku is added", () => {
    let s = cartReducer({ items: [] }, { type: "add", item: apple });
    s = cartReducer(s, { type: "add", item: apple });
    expect(s.items[0].qty).toBe(2);
  });

  it("setQty never goes below 1", () => {
    const s = cartReducer({ items: [{ ...pear, qty: 3 }] }, { type: "setQty", sku: "P1", qty: 0 });
    expect(s.items[0].qty).toBe(1);
  });

  it("removes an item", () => {
    const s = cartReducer({ items: [{ ...apple, qty: 1 }, { ...pear, qty: 2 }] }, { type: "remove", sku: "A1" });
    expect(s.items.map((i) => i.sku)).toEqual(["P1"]);
  });

  it("clears the cart", () => {
    expect(cartReducer({ items: [{ ...apple, qty: 1 }] }, { type: "clear" }).items).toEqual([]);
  });
});
