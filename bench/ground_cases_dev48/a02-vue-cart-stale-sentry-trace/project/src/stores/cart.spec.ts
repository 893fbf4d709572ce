import { createPinia, setActivePinia } from "pinia";
import { beforeEach, describe, expect, it, vi } from "vitest";

import * as api from "@/api/cart";
import type { CartLine } from "@/types";

import { useCartStore } from "./cart";

const line = (id: string, price: number, quantity: number): CartLine => ({
  id,
  productId: `p-${id}`,
  quantity,
  product: { id: `p-${id}`, sku: `SKU-${id}`, name: `Product ${id}`, price, currency: "EUR", imageUrl: "" },
});

describe("cart store", () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    vi.restoreAllMocks();
  });

  it("sums quantities and prices", async () => {
    vi.spyOn(api, "fetchCart").mockResolvedValue({ id: "c1", updatedAt: "", lines: [line("a", 1250, 2), line("b", 999, 1)] });
    const cart = useCartStore();
    await cart.load();
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotal).toBe(3499);
  });

  it("computes the distance to free shipping", async () => {
    vi.spyOn(api, "fetchCart").mockResolvedValue({ id: "c1", updatedAt: "", lines: [line("a", 1250, 2)] });
    const cart = useCartStore();
    await cart.load();
    expect(cart.freeShippingRemaining).toBe(2500);
    expect(cart.freeShippingProgress).toBe(0.5);
  });

  it("caps free shipping progress at 100%", async () => {
    vi.spyOn(api, "fetchCart").mockResolvedValue({ id: "c1", updatedAt: "", lines: [line("a", 4000, 2)] });
    const cart = useCartStore();
    await cart.load();
    expect(cart.freeShippingRemaining).toBe(0);
    expect(cart.freeShippingProgress).toBe(1);
  });

  it("rolls back a failed quantity change", async () => {
    vi.spyOn(api, "fetchCart").mockResolvedValue({ id: "c1", updatedAt: "", lines: [line("a", 1250, 2)] });
    vi.spyOn(api, "updateCartLine").mockRejectedValue(new Error("500"));
    const cart = useCartStore();
    await cart.load();
    await cart.setQuantity("a", 5);
    expect(cart.lines[0].quantity).toBe(2);
    expect(cart.error).toBe("Could not update the quantity");
  });
});
