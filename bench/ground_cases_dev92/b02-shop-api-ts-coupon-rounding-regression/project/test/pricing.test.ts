import { describe, expect, it } from "vitest";
import { cartTotal } from "../src/cart/pricing.js";

const tshirt = { sku: "TS-01", name: "Tシャツ", unitPrice: 1999, quantity: 1 };
const mug = { sku: "MG-02", name: "マグカップ", unitPrice: 2400, quantity: 2 };

describe("cartTotal", () => {
  it("adds shipping under the threshold", () => {
    expect(cartTotal([tshirt]).total).toBe(1999 + 550);
  });

  it("ships free from 5000 yen", () => {
    expect(cartTotal([tshirt, mug]).shipping).toBe(0);
  });

  it("rounds percent discount down to yen", () => {
    const t = cartTotal([tshirt], [{ code: "AUTUMN15", kind: "percent", percent: 15 }]);
    expect(t.discount).toBe(299);
  });

  it("checks free shipping after the discount", () => {
    const t = cartTotal([mug, { ...tshirt, unitPrice: 600 }], [{ code: "OFF500", kind: "fixed", amount: 500 }]);
    expect(t.shipping).toBe(550);
  });
});
