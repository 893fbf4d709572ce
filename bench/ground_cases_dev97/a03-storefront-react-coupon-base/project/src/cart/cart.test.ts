import { describe, expect, it } from "vitest";
import { cartReducer, initialCart } from "./cartReducer";
import { computeTotals } from "./totals";

const mug = { sku: "MUG-01", name: "Mug", unitCents: 1800 };
const tee = { sku: "TEE-02", name: "T-shirt", unitCents: 2400 };

describe("cartReducer", () => {
  it("adds and merges items", () => {
    let s = cartReducer(initialCart, { type: "ADD_ITEM", item: mug, qty: 1 });
    s = cartReducer(s, { type: "ADD_ITEM", item: mug, qty: 2 });
    expect(s.items).toEqual([{ ...mug, qty: 3 }]);
  });

  it("clears items but keeps the coupon", () => {
    let s = cartReducer(initialCart, { type: "ADD_ITEM", item: mug, qty: 2 });
    s = cartReducer(s, { type: "APPLY_COUPON", coupon: { kind: "fixed", code: "TEN", cents: 1000 } });
    s = cartReducer(s, { type: "CLEAR_CART" });
    expect(s.items).toEqual([]);
    expect(s.coupon?.code).toBe("TEN");
  });

  it("removes an item when qty is set to 0", () => {
    let s = cartReducer(initialCart, { type: "ADD_ITEM", item: tee, qty: 1 });
    s = cartReducer(s, { type: "SET_QTY", sku: tee.sku, qty: 0 });
    expect(s.items).toHaveLength(0);
  });
});

describe("computeTotals", () => {
  it("charges flat shipping under the threshold", () => {
    const t = computeTotals([{ ...mug, qty: 1 }]);
    expect(t.shipping).toBe(695);
  });

  it("applies a fixed coupon", () => {
    const t = computeTotals([{ ...tee, qty: 3 }], { kind: "fixed", code: "TEN", cents: 1000 });
    expect(t.discount).toBe(1000);
  });
});
