import { useCallback, useEffect, useMemo, useState } from "react";
import { fetchRate } from "../api/rates";
import type { CartItem, Coupon, Currency } from "../types";

export interface CartTotals {
  subtotal: number;
  discount: number;
  total: number;
}

function couponApplies(item: CartItem, coupon: Coupon | null): boolean {
  return coupon !== null && coupon.skus.includes(item.sku);
}

export function useCart(initial: CartItem[], currency: Currency) {
  const [items, setItems] = useState<CartItem[]>(initial);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [rate, setRate] = useState(1);

  useEffect(() => {
    let cancelled = false;
    fetchRate(currency).then((r) => {
      if (!cancelled) setRate(r);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const setQty = useCallback((sku: string, qty: number) => {
    setItems((prev) =>
      prev.map((i) => (i.sku === sku ? { ...i, qty: Math.max(1, qty) } : i)),
    );
  }, []);

  const remove = useCallback((sku: string) => {
    setItems((prev) => prev.filter((i) => i.sku !== sku));
  }, []);

  const totals = useMemo<CartTotals>(() => {
    const subtotal = items.reduce((sum, i) => sum + i.unitPrice * i.qty, 0);
    const discount = items
      .filter((i) => couponApplies(i, coupon))
      .reduce((sum, i) => sum + i.unitPrice * i.qty * (coupon!.percent / 100), 0);
    return {
      subtotal: subtotal * rate,
      discount: discount * rate,
      total: (subtotal - discount) * rate,
    };
  }, [items, coupon, rate]);

  return { items, totals, setQty, remove, coupon, applyCoupon: setCoupon };
}
