export type Currency = "JPY" | "USD";

export const FREE_SHIPPING_THRESHOLD = 5000;
export const SHIPPING_FEE = 550;

export function formatPrice(amount: number, currency: Currency = "JPY"): string {
  const symbol = currency === "JPY" ? "¥" : "$";
  const [int, frac] = amount.toFixed(2).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${symbol}${grouped}.${frac}`;
}

export function shippingFee(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

export function applyCoupon(subtotal: number, coupon: { kind: "percent" | "fixed"; value: number } | null): number {
  if (!coupon) return subtotal;
  if (coupon.kind === "percent") {
    return Math.max(0, Math.round(subtotal * (1 - coupon.value / 100)));
  }
  return Math.max(0, subtotal - coupon.value);
}

export function taxIncluded(amount: number, rate = 0.1): number {
  return Math.floor(amount * (1 + rate));
}

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
