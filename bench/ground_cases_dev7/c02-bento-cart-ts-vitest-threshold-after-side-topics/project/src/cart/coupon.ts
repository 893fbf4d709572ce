import type { Coupon } from "./types";
import { roundYuan } from "../utils/money";

/**
 * 优惠金额（正数），不满足使用门槛时为 0。
 * - 满减券：小计满 minSpend 减 off
 * - 折扣券：小计满 minSpend 打 percent 折（percent = 90 即九折）
 */
export function couponDiscount(subtotal: number, coupon?: Coupon): number {
  if (!coupon) return 0;
  if (!meetsThreshold(subtotal, coupon.minSpend)) return 0;
  switch (coupon.kind) {
    case "threshold":
      return Math.min(coupon.off, subtotal);
    case "percent":
      return roundYuan(subtotal * (1 - coupon.percent / 100));
  }
}

function meetsThreshold(subtotal: number, minSpend: number): boolean {
  return subtotal > minSpend;
}
