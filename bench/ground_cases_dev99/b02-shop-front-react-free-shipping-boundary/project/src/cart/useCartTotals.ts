import { useMemo } from "react";
import { FREE_SHIPPING_MIN, SHIPPING_FEE, couponDiscount } from "./pricing";
import type { CartItem, CartTotals, Coupon } from "./types";

export function calcSubtotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}

/**
 * カートの金額をまとめて計算する。
 *
 * - discount: クーポン値引き (小計を超えない)
 * - shipping: 値引き後の金額が FREE_SHIPPING_MIN に届けば無料
 * - total: 値引き後 + 送料
 */
export function useCartTotals(items: CartItem[], coupon?: Coupon | null): CartTotals {
  return useMemo(() => {
    const subtotal = calcSubtotal(items);
    const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
    const afterDiscount = subtotal - discount;
    const shipping = subtotal === 0 || afterDiscount > FREE_SHIPPING_MIN ? 0 : SHIPPING_FEE;

    return {
      subtotal,
      discount,
      shipping,
      total: afterDiscount + shipping,
      remainingForFreeShipping: subtotal === 0 ? 0 : Math.max(0, FREE_SHIPPING_MIN - afterDiscount),
    };
  }, [items, coupon]);
}
