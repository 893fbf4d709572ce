export type Coupon =
  | { kind: "percent"; value: number; code: string }
  | { kind: "fixed"; value: number; code: string };

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(amount: number): string {
  return yen.format(amount);
}

export function applyCoupon(subtotal: number, coupon: Coupon | null): number {
  if (!coupon) return 0;
  if (coupon.kind === "percent") {
    return Math.floor((subtotal * coupon.value) / 100);
  }
  return Math.min(coupon.value, subtotal);
}

export const TAX_RATE = 0.1;

export function taxOf(amount: number): number {
  return Math.floor(amount * TAX_RATE);
}

export const FREE_SHIPPING_THRESHOLD = 5000;
export const SHIPPING_FEE = 550;

export function shippingFor(amount: number): number {
  if (amount <= 0) return 0;
  return amount >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}
