import { describe, expect, it } from "vitest";
import { cartReducer, initialCart, type CartState } from "./cartReducer";

const mug = { sku: "MUG-01", name: "Mug", unitPriceCents: 1200 };
const tee = { sku: "TEE-02", name: "T-shirt", unitPriceCents: 2500 };

function withItems(): CartState {
  let s = cartReducer(initialCart, { type: "add", line: mug });
  s = cartReducer(s, { type: "add", line: tee });
  return s;
}

describe("cartReducer", () => {
  it("adds a new line with qty 1", () => {
    const s = cartReducer(initialCart, { type: "add", line: mug });
    expect(s.items).toEqual([{ ...mug, qty: 1 }]);
  });

  it("bumps qty when the same sku is added again", () => {
    let s = cartReducer(initialCart, { type: "add", line: mug });
    s = cartReducer(s, { type: "add", line: mug });
    expect(s.items[0].qty).toBe(2);
  });

  it("sets qty", () => {
    const s = cartReducer(withItems(), { type: "setQty", sku: "TEE-02", qty: 4 });
    expect(s.items[1].qty).toBe(4);
  });

  it("removes the line when qty is set to 0", () => {
    const s = cartReducer(withItems(), { type: "setQty", sku: "MUG-01", qty: 0 });
    expect(s.items.map((l) => l.sku)).toEqual(["TEE-02"]);
  });

  it("caps qty at 99", () => {
    const s = cartReducer(withItems(), { type: "setQty", sku: "MUG-01", qty: 250 });
    expect(s.items[0].qty).toBe(99);
  });

  it("removes a line", () => {
    const s = cartReducer(withItems(), { type: "remove", sku: "MUG-01" });
    expect(s.items.map((l) => l.sku)).toEqual(["TEE-02"]);
  });
});
