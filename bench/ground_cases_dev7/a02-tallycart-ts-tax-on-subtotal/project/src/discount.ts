import type { Coupon } from "./types";

/** Discount in cents a coupon gives on a subtotal in cents (never more than the subtotal). */
export function couponDiscount(subtotalCents: number, coupon: Coupon): number {
  if (subtotalCents < (coupon.minSubtotalCents ?? 0)) return 0;
  if (coupon.kind === "percent") {
    return Math.round((subtotalCents * coupon.percent) / 100);
  }
  return Math.min(coupon.amountCents, subtotalCents);
}
