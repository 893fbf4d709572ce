import { describe, expect, it } from "vitest";
import { cartReducer, initialCart, MAX_QUANTITY } from "./cartReducer";

const tee = { sku: "TEE-BLK-M", name: "Tシャツ 黒 M", unitPrice: 2800 };
const mug = { sku: "MUG-WHT", name: "マグカップ 白", unitPrice: 1200 };

describe("cartReducer", () => {
  it("merges the same sku", () => {
    let s = cartReducer(initialCart, { type: "addItem", item: tee });
    s = cartReducer(s, { type: "addItem", item: tee, quantity: 2 });
    expect(s.items).toHaveLength(1);
    expect(s.items[0].quantity).toBe(3);
  });

  it("caps the quantity", () => {
    const s = cartReducer(initialCart, { type: "addItem", item: mug, quantity: 99 });
    expect(s.items[0].quantity).toBe(MAX_QUANTITY);
  });

  it("sets a quantity", () => {
    let s = cartReducer(initialCart, { type: "addItem", item: mug });
    s = cartReducer(s, { type: "setQuantity", sku: mug.sku, quantity: 4 });
    expect(s.items[0].quantity).toBe(4);
  });

  it("removes an item", () => {
    let s = cartReducer(initialCart, { type: "addItem", item: tee });
    s = cartReducer(s, { type: "addItem", item: mug });
    s = cartReducer(s, { type: "removeItem", sku: tee.sku });
    expect(s.items.map((i) => i.sku)).toEqual([mug.sku]);
  });

  it("normalises coupon codes", () => {
    const s = cartReducer(initialCart, { type: "applyCoupon", code: "  winter10 " });
    expect(s.couponCode).toBe("WINTER10");
  });
});
