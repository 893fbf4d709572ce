import { describe, expect, it } from "vitest";
import { cartReducer, cartTotals, initialCart } from "./cartReducer";

const mug = { sku: "MUG-01", name: "Mug", unitCents: 1200 };
const tee = { sku: "TEE-02", name: "T-shirt", unitCents: 2500 };

describe("cartReducer", () => {
  it("adds an item with qty 1", () => {
    const s = cartReducer(initialCart, { type: "ADD_ITEM", line: mug });
    expect(s.lines).toEqual([{ ...mug, qty: 1 }]);
  });

  it("bumps qty when the same sku is added again", () => {
    let s = cartReducer(initialCart, { type: "ADD_ITEM", line: mug });
    s = cartReducer(s, { type: "ADD_ITEM", line: mug });
    expect(s.lines).toEqual([{ ...mug, qty: 2 }]);
  });

  it("removes a line when qty drops to 0", () => {
    let s = cartReducer(initialCart, { type: "ADD_ITEM", line: mug });
    s = cartReducer(s, { type: "SET_QTY", sku: "MUG-01", qty: 0 });
    expect(s.lines).toEqual([]);
  });

  it("rejects unknown coupons", () => {
    const s = cartReducer(initialCart, { type: "APPLY_COUPON", code: "NOPE" });
    expect(s.coupon).toBeNull();
    expect(s.couponError).toContain("NOPE");
  });

  it("charges shipping under the threshold", () => {
    let s = cartReducer(initialCart, { type: "ADD_ITEM", line: tee });
    s = cartReducer(s, { type: "SET_QTY", sku: "TEE-02", qty: 1 });
    expect(cartTotals(s)).toMatchObject({ subtotal: 2500, shipping: 495, total: 2995 });
  });
});
