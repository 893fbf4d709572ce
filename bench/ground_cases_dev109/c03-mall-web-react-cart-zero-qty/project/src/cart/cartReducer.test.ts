import { describe, expect, it } from "vitest";
import { cartReducer, cartTotal, initialCart } from "./cartReducer";

const apple = { sku: "A1", name: "苹果", price: 1250 };
const pear = { sku: "P2", name: "梨", price: 800 };

describe("cartReducer", () => {
  it("adds a new item with qty 1", () => {
    const s = cartReducer(initialCart, { type: "add", item: apple });
    expect(s.items).toEqual([{ ...apple, qty: 1 }]);
  });

  it("adding the same sku increments", () => {
    let s = cartReducer(initialCart, { type: "add", item: apple });
    s = cartReducer(s, { type: "add", item: apple });
    expect(s.items[0].qty).toBe(2);
  });

  it("decrement lowers qty", () => {
    let s = cartReducer(initialCart, { type: "add", item: apple });
    s = cartReducer(s, { type: "increment", sku: "A1" });
    s = cartReducer(s, { type: "decrement", sku: "A1" });
    expect(s.items[0].qty).toBe(1);
  });

  it("remove drops the line and total follows", () => {
    let s = cartReducer(initialCart, { type: "add", item: apple });
    s = cartReducer(s, { type: "add", item: pear });
    s = cartReducer(s, { type: "remove", sku: "A1" });
    expect(s.items.map((it) => it.sku)).toEqual(["P2"]);
    expect(cartTotal(s)).toBe(800);
  });

  it("normalises coupon codes", () => {
    const s = cartReducer(initialCart, { type: "applyCoupon", code: "  vip10 " });
    expect(s.coupon).toBe("VIP10");
  });
});
