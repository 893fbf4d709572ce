import type { CartLine } from "./useCart";

const yuan = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
});

/** Total of the cart in yuan, summed in integer cents to avoid float drift. */
export function sumCents(items: CartLine[]): number {
  let cents = 0;
  for (const item of items) {
    cents += Math.round(item.price * 100) * item.qty;
  }
  return cents / 100;
}

export function formatPrice(value: number): string {
  return yuan.format(value);
}

export function lineTotal(item: CartLine): string {
  return formatPrice(item.price * item.qty);
}

export function discountLabel(original: number, now: number): string | null {
  if (original <= now) {
    return null;
  }
  const pct = Math.round((1 - now / original) * 100);
  return `省${pct}%`;
}

export function qtyLabel(qty: number): string {
  return qty > 99 ? "99+" : String(qty);
}
