import { beforeEach, describe, expect, it } from "vitest";
import { createPinia, setActivePinia } from "pinia";
import { useCartStore } from "./cart";

const sencha = { sku: "T-SEN-50", name: "Sencha 50g", price: 8.5, weightGrams: 50, imageUrl: "/img/sencha.jpg" };

describe("cart store", () => {
  beforeEach(() => {
    localStorage.clear();
    setActivePinia(createPinia());
  });

  it("adds and merges lines", () => {
    const cart = useCartStore();
    cart.add(sencha);
    cart.add(sencha, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.count).toBe(3);
  });

  it("caps quantity at 20", () => {
    const cart = useCartStore();
    cart.add(sencha, 19);
    cart.add(sencha, 5);
    expect(cart.items[0].qty).toBe(20);
  });

  it("removes the line when qty drops below 1", () => {
    const cart = useCartStore();
    cart.add(sencha, 2);
    cart.setQty("T-SEN-50", 0);
    expect(cart.isEmpty).toBe(true);
    cart.add(sencha);
    cart.setQty("T-SEN-50", -3);
    expect(cart.items).toHaveLength(0);
  });

  it("removes a line", () => {
    const cart = useCartStore();
    cart.add(sencha);
    cart.remove("T-SEN-50");
    expect(cart.isEmpty).toBe(true);
  });
});
