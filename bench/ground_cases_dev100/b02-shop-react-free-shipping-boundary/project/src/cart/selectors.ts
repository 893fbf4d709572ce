import type { CartItem, Totals } from "./cartReducer";

export const FREE_SHIPPING_THRESHOLD = 5000;
export const SHIPPING_FEE = 550;

export function selectSubtotal(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
}

export function selectDiscount(subtotal: number, discountPercent: number): number {
  return Math.floor((subtotal * discountPercent) / 100);
}

/** 割引後の金額で送料を決める。空のカートは 0 */
export function selectShipping(items: CartItem[], afterDiscount: number): number {
  if (items.length === 0) {
    return 0;
  }
  return afterDiscount > FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

/** 「あと○円で送料無料」の表示用。達していれば 0 */
export function selectRemainingForFreeShipping(afterDiscount: number): number {
  return Math.max(FREE_SHIPPING_THRESHOLD - afterDiscount, 0);
}

export function computeTotals(items: CartItem[], discountPercent: number): Totals {
  const subtotal = selectSubtotal(items);
  const discount = selectDiscount(subtotal, discountPercent);
  const afterDiscount = subtotal - discount;
  const shipping = selectShipping(items, afterDiscount);
  return { subtotal, discount, shipping, total: afterDiscount + shipping };
}
