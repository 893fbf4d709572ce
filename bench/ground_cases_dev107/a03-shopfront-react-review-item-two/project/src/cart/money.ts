export const FREE_SHIPPING_CENTS = 5000;
export const SHIPPING_CENTS = 495;

export type Coupon =
  | { code: string; kind: "percent"; percent: number }
  | { code: string; kind: "fixed"; cents: number };

const COUPONS: Record<string, Coupon> = {
  WELCOME10: { code: "WELCOME10", kind: "percent", percent: 10 },
  SPRING15: { code: "SPRING15", kind: "fixed", cents: 1500 },
};

export function lookupCoupon(code: string): Coupon | null {
  return COUPONS[code.trim().toUpperCase()] ?? null;
}

export function discountFor(coupon: Coupon | null, subtotal: number): number {
  if (!coupon) return 0;
  if (coupon.kind === "percent") {
    return Math.round((subtotal * coupon.percent) / 100);
  }
  return Math.min(coupon.cents, subtotal);
}

export function formatCents(cents: number, locale = "de-DE", currency = "EUR"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}

export function parseCents(text: string): number {
  const cleaned = text.replace(/[^0-9,.-]/g, "").replace(",", ".");
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}
