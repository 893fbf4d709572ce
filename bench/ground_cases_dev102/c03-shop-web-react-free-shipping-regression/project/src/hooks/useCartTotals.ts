import { useMemo } from "react";
import { useCart } from "../state/cart";

export const FREE_SHIPPING_MIN = 9900; // cents
export const SHIPPING_FEE = 800;

export type CartTotals = {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};

export function useCartTotals(): CartTotals {
  const { items, coupon } = useCart();
  return useMemo(() => {
    const subtotal = items.reduce((sum, it) => sum + it.priceCents * it.qty, 0);
    const discount = coupon ? Math.min(coupon.amountCents, subtotal) : 0;
    const afterDiscount = subtotal - discount;
    const freeShipping = items.length === 0 || afterDiscount > FREE_SHIPPING_MIN;
    const shipping = freeShipping ? 0 : SHIPPING_FEE;
    return { subtotal, discount, shipping, total: afterDiscount + shipping };
  }, [items, coupon]);
}

/** How much more (in cents) the cart needs for free shipping; 0 when already free. */
export function amountToFreeShipping(totals: CartTotals): number {
  if (totals.shipping === 0) return 0;
  return Math.max(FREE_SHIPPING_MIN - (totals.subtotal - totals.discount), 0);
}
