import { describe, expect, it } from "vitest";
import { checkPromo, totalCents } from "./promo";
import type { CartItem, Promo } from "./types";

const item = (cents: number, quantity = 1): CartItem => ({
  sku: "TSHIRT",
  variantId: "M-black",
  name: "T-shirt",
  unitPriceCents: cents,
  quantity,
});

const promo: Promo = {
  code: "AUTUMN10",
  percentOff: 10,
  minOrderCents: 5000,
  expiresAt: "2099-01-01T00:00:00Z",
};

describe("checkPromo", () => {
  it("gives the discount above the minimum", () => {
    expect(checkPromo(promo, [item(6000)])).toEqual({ ok: true, discountCents: 600 });
  });

  it("accepts an order of exactly the minimum", () => {
    expect(checkPromo(promo, [item(5000)])).toEqual({ ok: true, discountCents: 500 });
  });

  it("refuses below the minimum", () => {
    expect(checkPromo(promo, [item(4999)])).toEqual({ ok: false, reason: "minimum" });
  });

  it("refuses expired promos", () => {
    const old = { ...promo, expiresAt: "2020-01-01T00:00:00Z" };
    expect(checkPromo(old, [item(9000)])).toEqual({ ok: false, reason: "expired" });
  });
});

describe("totalCents", () => {
  it("subtracts the discount", () => {
    expect(totalCents([item(2500, 4)], promo)).toBe(9000);
  });
});
