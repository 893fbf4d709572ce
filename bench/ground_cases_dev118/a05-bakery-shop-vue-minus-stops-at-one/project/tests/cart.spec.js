import { beforeEach, describe, expect, it } from "vitest";
import { createPinia, setActivePinia } from "pinia";
import { useCartStore } from "../src/stores/cart";

describe("cart coupon maths", () => {
  beforeEach(() => setActivePinia(createPinia()));

  function cartWith(price, qty) {
    const cart = useCartStore();
    cart.add({ id: 1, name: "Sourdough", price });
    cart.setQty(1, qty);
    return cart;
  }

  it("applies a percent coupon above the minimum", () => {
    const cart = cartWith(4.5, 4);
    cart.coupon = { code: "WINTER10", percent: 10, minTotal: 15 };
    expect(cart.discount).toBe(1.8);
    expect(cart.total).toBe(16.2);
  });

  it("ignores the coupon below the minimum", () => {
    const cart = cartWith(4.5, 2);
    cart.coupon = { code: "WINTER10", percent: 10, minTotal: 15 };
    expect(cart.discount).toBe(0);
    expect(cart.total).toBe(9);
  });
});
