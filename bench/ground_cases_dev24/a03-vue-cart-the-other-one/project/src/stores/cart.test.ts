import { beforeEach, describe, expect, it } from "vitest";
import { createPinia, setActivePinia } from "pinia";
import { useCartStore } from "./cart";

const mug = { sku: "MUG-01", name: "Mug", unitCents: 1200 };
const tee = { sku: "TEE-02", name: "T-shirt", unitCents: 2500 };

describe("cart store", () => {
  beforeEach(() => setActivePinia(createPinia()));

  it("adds and merges lines", () => {
    const cart = useCartStore();
    cart.add(mug);
    cart.add(mug, 2);
    expect(cart.lines).toHaveLength(1);
    expect(cart.itemCount).toBe(3);
  });

  it("applies a percent coupon", () => {
    const cart = useCartStore();
    cart.add(mug, 2);
    cart.add(tee);
    cart.applyCoupon({ code: "SAVE10", kind: "percent", value: 10 });
    expect(cart.totalCents).toBe(4410);
  });

  it("recomputes the discount when a qty changes", () => {
    const cart = useCartStore();
    cart.add(mug, 2);
    cart.applyCoupon({ code: "SAVE10", kind: "percent", value: 10 });
    cart.setQty("MUG-01", 4);
    expect(cart.discountCents).toBe(480);
    expect(cart.totalCents).toBe(4320);
  });

  it("removes a line when qty goes to 0", () => {
    const cart = useCartStore();
    cart.add(tee);
    cart.setQty("TEE-02", 0);
    expect(cart.lines).toHaveLength(0);
  });
});
