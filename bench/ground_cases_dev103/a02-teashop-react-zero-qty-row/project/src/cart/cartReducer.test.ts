import { describe, expect, it } from "vitest";
import { cartReducer, initialCart, subtotal } from "./cartReducer";

const sencha = { id: "sencha", name: "Sencha 100g", unitPrice: 8.5 };
const hojicha = { id: "hojicha", name: "Hojicha 80g", unitPrice: 9.2 };

describe("cartReducer", () => {
  it("adds a new item with qty 1", () => {
    const s = cartReducer(initialCart, { type: "add", item: sencha });
    expect(s.items).toEqual([{ ...sencha, qty: 1 }]);
  });

  it("adding the same item bumps qty", () => {
    let s = cartReducer(initialCart, { type: "add", item: sencha });
    s = cartReducer(s, { type: "add", item: sencha });
    expect(s.items[0].qty).toBe(2);
  });

  it("remove drops the line", () => {
    let s = cartReducer(initialCart, { type: "add", item: sencha });
    s = cartReducer(s, { type: "add", item: hojicha });
    s = cartReducer(s, { type: "remove", id: "sencha" });
    expect(s.items.map((i) => i.id)).toEqual(["hojicha"]);
  });

  it("normalises coupon codes", () => {
    const s = cartReducer(initialCart, { type: "applyCoupon", code: " spring10 " });
    expect(s.coupon).toBe("SPRING10");
  });

  it("computes the subtotal", () => {
    let s = cartReducer(initialCart, { type: "add", item: sencha });
    s = cartReducer(s, { type: "setQty", id: "sencha", qty: 3 });
    expect(subtotal(s)).toBeCloseTo(25.5);
  });
});
