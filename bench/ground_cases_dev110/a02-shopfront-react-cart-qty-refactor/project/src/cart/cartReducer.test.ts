import { describe, expect, it } from "vitest";
import { cartReducer, initialCart, itemCount } from "./cartReducer";

const mug = { id: "mug", name: "Mug", priceCents: 1299 };
const tee = { id: "tee", name: "T-shirt", priceCents: 1999 };

function withItems(...ids: ("mug" | "tee")[]) {
  return ids.reduce(
    (s, id) => cartReducer(s, { type: "add", item: id === "mug" ? mug : tee }),
    initialCart,
  );
}

describe("cartReducer", () => {
  it("adds a new item with qty 1", () => {
    const s = withItems("mug");
    expect(s.items).toEqual([{ ...mug, qty: 1 }]);
  });

  it("adding the same item again bumps qty", () => {
    expect(withItems("mug", "mug").items[0].qty).toBe(2);
  });

  it("decrement keeps an item at qty 1", () => {
    const s = cartReducer(withItems("mug", "mug"), { type: "decrement", id: "mug" });
    expect(s.items).toEqual([{ ...mug, qty: 1 }]);
  });

  it("decrement at qty 1 removes the item", () => {
    const s = cartReducer(withItems("mug", "tee"), { type: "decrement", id: "mug" });
    expect(s.items.map((i) => i.id)).toEqual(["tee"]);
  });

  it("counts items across lines", () => {
    expect(itemCount(withItems("mug", "tee", "tee"))).toBe(3);
  });
});
