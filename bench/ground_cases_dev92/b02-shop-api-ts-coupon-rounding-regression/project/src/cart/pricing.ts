import type { CartItem, Coupon } from "../types.js";
import { applyCoupons } from "./coupons.js";

export const FREE_SHIPPING_THRESHOLD = 5000;
export const SHIPPING_FEE = 550;

export function subtotalOf(items: CartItem[]): number {
  return items.reduce((sum, it) => sum + it.unitPrice * it.quantity, 0);
}

export function shippingFor(amount: number): number {
  return amount >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

export type Totals = {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};

export function cartTotal(items: CartItem[], coupons: Coupon[] = []): Totals {
  const subtotal = subtotalOf(items);
  const discount = applyCoupons(subtotal, coupons);
  const shipping = shippingFor(subtotal - discount);
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}
