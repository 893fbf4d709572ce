import type { CartItem, CartTotal, Coupon, ShippingContext } from "./types";
import { couponDiscount } from "./coupon";
import { shippingFee } from "./shipping";
import { roundYuan } from "../utils/money";

export function subtotalOf(items: CartItem[]): number {
  return roundYuan(items.reduce((sum, it) => sum + it.price * it.qty, 0));
}

export function cartTotal(items: CartItem[], coupon: Coupon | undefined, ctx: ShippingContext): CartTotal {
  const subtotal = subtotalOf(items);
  const discount = couponDiscount(subtotal, coupon);
  const shipping = shippingFee(subtotal, ctx);
  return {
    subtotal,
    discount,
    shipping,
    total: roundYuan(subtotal - discount + shipping),
  };
}
