import { useCallback, useMemo, useState } from "react";
import { validateCoupon } from "../api/coupons";
import type { CartItem, Coupon } from "../types";

const SHIPPING_FLAT = 4.9;
const FREE_SHIPPING_FROM = 50;

export interface CartTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export function computeDiscount(subtotal: number, coupon: Coupon | null): number {
  if (!coupon) return 0;
  if (coupon.kind === "percent") return Math.round(subtotal * coupon.value) / 100;
  return Math.min(coupon.value, subtotal);
}

export function useCart(initial: CartItem[] = []) {
  const [items, setItems] = useState<CartItem[]>(initial);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);

  const totals = useMemo<CartTotals>(() => {
    const subtotal = items.reduce((sum, it) => sum + it.price * it.quantity, 0);
    const discount = computeDiscount(subtotal, coupon);
    const afterDiscount = subtotal - discount;
    const shipping = afterDiscount >= FREE_SHIPPING_FROM || items.length === 0 ? 0 : SHIPPING_FLAT;
    return { subtotal, discount, shipping, total: afterDiscount + shipping };
  }, [items]);

  const setQuantity = useCallback((lineId: string, quantity: number) => {
    setItems((prev) =>
      prev
        .map((it) => (it.lineId === lineId ? { ...it, quantity: Math.max(0, Math.floor(quantity)) } : it))
        .filter((it) => it.quantity > 0),
    );
  }, []);

  const removeItem = useCallback((lineId: string) => {
    setItems((prev) => prev.filter((it) => it.lineId !== lineId));
  }, []);

  const applyCoupon = useCallback(async (code: string) => {
    setCouponError(null);
    try {
      setCoupon(await validateCoupon(code.trim()));
    } catch (e) {
      setCoupon(null);
      setCouponError(e instanceof Error ? e.message : "Invalid code");
    }
  }, []);

  const clearCoupon = useCallback(() => setCoupon(null), []);

  return { items, totals, coupon, couponError, setQuantity, removeItem, applyCoupon, clearCoupon };
}
