import type { CartItem, Coupon, Totals } from "../types";
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from "../types";

export function calcSubtotal(items: CartItem[]): number {
  return items
    .filter((item) => item.qty > 0)
    .reduce((sum, item) => sum + item.unitPrice * item.qty, 0);
}

export function calcDiscount(subtotal: number, coupon: Coupon | null): number {
  if (!coupon) return 0;
  if (subtotal > coupon.minSpend) {
    return coupon.kind === "fixed"
      ? coupon.value
      : Math.floor((subtotal * coupon.value) / 100);
  }
  return 0;
}

export function calcShipping(subtotal: number): number {
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

export function calcTotals(items: CartItem[], coupon: Coupon | null): Totals {
  const subtotal = calcSubtotal(items);
  const discount = calcDiscount(subtotal, coupon);
  const shipping = calcShipping(subtotal);
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}

export const yen = (n: number) => `¥${n.toLocaleString("ja-JP")}`;
