import { describe, expect, it } from "vitest";

import { priceFeed } from "../src/priceFeed.js";

describe("priceFeed", () => {
  it("starts with no listeners", () => {
    expect(priceFeed.listenerCount("price")).toBe(0);
  });

  it("delivers ticks to listeners", () => {
    const seen: string[] = [];
    const onPrice = (t: { sku: string }) => seen.push(t.sku);
    priceFeed.on("price", onPrice);
    priceFeed.emit("price", { sku: "A-1", price: 100, at: 0 });
    priceFeed.off("price", onPrice);
    expect(seen).toEqual(["A-1"]);
    expect(priceFeed.listenerCount("price")).toBe(0);
  });
});
