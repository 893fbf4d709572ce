import { createPinia, setActivePinia } from "pinia";
import { beforeEach, describe, expect, it } from "vitest";

import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, useCart } from "@/composables/useCart";
import { useCartStore } from "@/stores/cart";

function cartWith(subtotal) {
  const store = useCartStore();
  store.add({ sku: "MOCHI-01", name: "草餅", price: subtotal }, 1);
  return useCart();
}

describe("useCart shipping", () => {
  beforeEach(() => {
    localStorage.clear();
    setActivePinia(createPinia());
  });

  it("is free for an empty cart", () => {
    expect(useCart().shipping.value).toBe(0);
  });

  it("charges below the threshold", () => {
    const cart = cartWith(FREE_SHIPPING_THRESHOLD - 1);
    expect(cart.shipping.value).toBe(SHIPPING_FEE);
    expect(cart.remainingForFreeShipping.value).toBe(1);
  });

  it("is free exactly at the threshold", () => {
    const cart = cartWith(FREE_SHIPPING_THRESHOLD);
    expect(cart.shipping.value).toBe(0);
    expect(cart.remainingForFreeShipping.value).toBe(0);
    expect(cart.total.value).toBe(FREE_SHIPPING_THRESHOLD);
  });

  it("is free above the threshold", () => {
    expect(cartWith(FREE_SHIPPING_THRESHOLD + 1).shipping.value).toBe(0);
  });
});
