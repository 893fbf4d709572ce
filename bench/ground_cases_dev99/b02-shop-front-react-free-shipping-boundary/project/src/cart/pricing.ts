import type { Coupon } from "./types";

/** 値引き後の金額がこの額以上なら送料無料 (税込, 円) */
export const FREE_SHIPPING_MIN = 5000;
export const SHIPPING_FEE = 550;

export function couponDiscount(coupon: Coupon, subtotal: number): number {
  switch (coupon.kind) {
    case "percent": {
      const off = Math.floor((subtotal * coupon.percent) / 100);
      return coupon.maxOff !== undefined ? Math.min(off, coupon.maxOff) : off;
    }
    case "fixed":
      if (coupon.minSubtotal !== undefined && subtotal < coupon.minSubtotal) {
        return 0;
      }
      return Math.min(coupon.amount, subtotal);
  }
}

export function couponError(coupon: Coupon, subtotal: number): string | null {
  if (coupon.kind === "fixed" && coupon.minSubtotal !== undefined && subtotal < coupon.minSubtotal) {
    return `このクーポンは小計${coupon.minSubtotal.toLocaleString("ja-JP")}円以上で使えます`;
  }
  if (coupon.kind === "percent" && (coupon.percent <= 0 || coupon.percent > 100)) {
    return "クーポンの設定が正しくありません";
  }
  return null;
}

export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, "");
}
