import { useCallback, useState } from "react";
import type { CartItem, Coupon } from "../types";

export const FREE_SHIPPING_THRESHOLD = 5000;
export const SHIPPING_FEE = 550;

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export function calcTotals(items: CartItem[], coupon: Coupon | null): Totals {
  const subtotal = items.reduce((sum, it) => sum + it.unitPrice * it.quantity, 0);
  const discount = coupon ? Math.floor((subtotal * coupon.percentOff) / 100) : 0;
  const shipping = subtotal > FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}

export function useCart(initial: CartItem[] = []) {
  const [items, setItems] = useState<CartItem[]>(initial);
  const [coupon, setCoupon] = useState<Coupon | null>(null);

  const setQuantity = useCallback((sku: string, quantity: number) => {
    setItems((prev) =>
      prev
        .map((it) => (it.sku === sku ? { ...it, quantity } : it))
        .filter((it) => it.quantity > 0),
    );
  }, []);

  return { items, coupon, setCoupon, setQuantity };
}
