import { describe, expect, it } from "vitest";
import { cartReducer } from "./cartReducer";
import { emptyCart } from "./types";

const mug = { sku: "MUG-01", name: "Enamel mug", unitPrice: 1800 };

describe("cartReducer", () => {
  it("adds a new line with qty 1", () => {
    const s = cartReducer(emptyCart, { type: "add", line: mug });
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0].qty).toBe(1);
  });

  it("merges adds of the same sku", () => {
    let s = cartReducer(emptyCart, { type: "add", line: mug });
    s = cartReducer(s, { type: "add", line: mug, qty: 2 });
    expect(s.lines[0].qty).toBe(3);
  });

  it("removes the line when decrementing qty 1", () => {
    let s = cartReducer(emptyCart, { type: "add", line: mug });
    s = cartReducer(s, { type: "decrement", sku: "MUG-01" });
    expect(s.lines).toHaveLength(0);
  });

  it("clear empties lines and coupon", () => {
    let s = cartReducer(emptyCart, { type: "add", line: mug });
    s = cartReducer(s, { type: "applyCoupon", code: "x" });
    s = cartReducer(s, { type: "clear" });
    expect(s.lines).toHaveLength(0);
    expect(s.coupon).toBeNull();
  });

  it("uppercases coupons", () => {
    const s = cartReducer(emptyCart, { type: "applyCoupon", code: " winter10 " });
    expect(s.coupon).toBe("WINTER10");
  });
});
