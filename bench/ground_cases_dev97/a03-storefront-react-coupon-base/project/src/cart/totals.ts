import { CartItem, Coupon, Totals } from "./types";

// All amounts are integer cents.
export const FREE_SHIPPING_CENTS = 5000; // "free shipping on orders of $50 or more"
export const FLAT_SHIPPING_CENTS = 695;
export const TAX_RATE = 0.0825;

export function couponDiscount(coupon: Coupon, base: number): number {
  if (coupon.kind === "percent") {
    return Math.round((base * coupon.percent) / 100);
  }
  return Math.min(coupon.cents, base);
}

export function computeTotals(items: CartItem[], coupon?: Coupon): Totals {
  const subtotal = items.reduce((sum, i) => sum + i.unitCents * i.qty, 0);
  const shipping = subtotal > FREE_SHIPPING_CENTS || subtotal === 0 ? 0 : FLAT_SHIPPING_CENTS;
  const gross = subtotal + shipping;
  const discount = coupon ? couponDiscount(coupon, gross) : 0;
  const tax = Math.round((gross - discount) * TAX_RATE);
  return { subtotal, shipping, discount, tax, total: gross - discount + tax };
}

export function formatCents(cents: number, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(cents / 100);
}

export function itemCount(items: CartItem[]): number {
  return items.reduce((n, i) => n + i.qty, 0);
}

export function lineTotal(item: CartItem): number {
  return item.unitCents * item.qty;
}
