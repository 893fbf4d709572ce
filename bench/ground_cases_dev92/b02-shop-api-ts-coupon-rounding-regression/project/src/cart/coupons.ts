import type { Coupon } from "../types.js";

export class CouponError extends Error {}

export function validateCoupon(c: Coupon): void {
  if (c.kind === "percent" && (c.percent <= 0 || c.percent > 100)) {
    throw new CouponError(`invalid percent coupon: ${c.code}`);
  }
  if (c.kind === "fixed" && c.amount <= 0) {
    throw new CouponError(`invalid fixed coupon: ${c.code}`);
  }
}

export function couponDiscount(base: number, c: Coupon): number {
  if (c.kind === "fixed") return c.amount;
  // 円未満は切り捨て(お客様に不利にならないよう割引は floor)
  return Math.floor((base * c.percent) / 100);
}

export const MAX_COUPONS_PER_ORDER = 1;

export function applyCoupons(subtotal: number, coupons: Coupon[]): number {
  if (coupons.length > MAX_COUPONS_PER_ORDER) {
    throw new CouponError(`only ${MAX_COUPONS_PER_ORDER} coupon per order`);
  }
  const [coupon] = coupons;
  if (!coupon) return 0;
  validateCoupon(coupon);
  const discount = coupon.kind === "fixed" ? coupon.amount : Math.round((subtotal * coupon.percent) / 100);
  return Math.min(discount, subtotal);
}
