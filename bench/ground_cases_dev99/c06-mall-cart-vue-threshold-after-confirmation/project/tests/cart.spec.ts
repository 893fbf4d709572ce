import { beforeEach, describe, expect, it } from "vitest";
import { createPinia, setActivePinia } from "pinia";
import { useCartStore } from "../src/stores/cart";

const COUPON = { id: "c1", title: "满100减20", thresholdFen: 10000, amountFen: 2000, expiresAt: "2025-12-31T15:59:59Z" };

describe("cart store", () => {
  beforeEach(() => setActivePinia(createPinia()));

  it("adds the same sku into one line", () => {
    const cart = useCartStore();
    cart.add({ skuId: "a", name: "A", priceFen: 1500 });
    cart.add({ skuId: "a", name: "A", priceFen: 1500 }, 2);
    expect(cart.lines).toHaveLength(1);
    expect(cart.subtotalFen).toBe(4500);
  });

  it("clamps quantity to 1..99", () => {
    const cart = useCartStore();
    cart.add({ skuId: "a", name: "A", priceFen: 100 });
    cart.setQty("a", 0);
    expect(cart.lines[0].qty).toBe(1);
    cart.setQty("a", 150);
    expect(cart.lines[0].qty).toBe(99);
    cart.setQty("a", -3);
    expect(cart.lines[0].qty).toBe(1);
  });

  it("applies a coupon above the threshold", () => {
    const cart = useCartStore();
    cart.add({ skuId: "a", name: "A", priceFen: 15000 });
    cart.coupons = [COUPON];
    cart.selectCoupon("c1");
    expect(cart.discountFen).toBe(2000);
    expect(cart.totalFen).toBe(13000);
  });

  it("does not apply a coupon below the threshold", () => {
    const cart = useCartStore();
    cart.add({ skuId: "a", name: "A", priceFen: 9900 });
    cart.coupons = [COUPON];
    cart.selectCoupon("c1");
    expect(cart.discountFen).toBe(0);
  });
});
