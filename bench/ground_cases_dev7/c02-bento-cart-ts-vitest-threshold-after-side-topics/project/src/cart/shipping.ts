import type { ShippingContext } from "./types";

/** 满 99 包邮（按优惠前小计算） */
export const FREE_SHIPPING_THRESHOLD = 99;

const BASE_FEE: Record<string, number> = {
  sh: 8,
  bj: 10,
  remote: 18,
};

export function shippingFee(subtotal: number, ctx: ShippingContext): number {
  if (subtotal >= FREE_SHIPPING_THRESHOLD) return 0;
  return BASE_FEE[ctx.region] ?? 12;
}
