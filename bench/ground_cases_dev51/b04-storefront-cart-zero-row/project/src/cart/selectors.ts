import type { CartState } from "./cartReducer";

const COUPONS: Record<string, number> = {
  WINTER10: 0.1,
  STAFF20: 0.2,
};

export function subtotal(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
}

export function itemCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.quantity, 0);
}

export function discount(state: CartState): number {
  const rate = state.couponCode ? COUPONS[state.couponCode] ?? 0 : 0;
  return Math.floor(subtotal(state) * rate);
}

export function total(state: CartState): number {
  return subtotal(state) - discount(state);
}

export const FREE_SHIPPING_THRESHOLD = 5000;

export function remainingForFreeShipping(state: CartState): number {
  return Math.max(FREE_SHIPPING_THRESHOLD - total(state), 0);
}

export function isCouponValid(code: string | null): boolean {
  return code !== null && code in COUPONS;
}

export const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });
