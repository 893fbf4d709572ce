import { useMemo } from "react";
import type { CartItem } from "../store/cart";
import { applyCoupon, shippingFor, taxOf, type Coupon } from "../lib/money";

export type CartTotals = {
  itemCount: number;
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
};

export function computeTotals(items: CartItem[], coupon: Coupon | null): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  for (const item of items) {
    const qty = parseInt(item.qty, 10);
    itemCount += qty;
    subtotal += item.unitPrice * qty;
  }
  const discount = applyCoupon(subtotal, coupon);
  const taxable = subtotal - discount;
  const tax = taxOf(taxable);
  const shipping = shippingFor(taxable);
  return {
    itemCount,
    subtotal,
    discount,
    tax,
    shipping,
    total: taxable + tax + shipping,
  };
}

export function useCartTotals(items: CartItem[], coupon: Coupon | null): CartTotals {
  return useMemo(() => computeTotals(items, coupon), [items, coupon]);
}
