import type { Coupon, Item } from "../db";

// all amounts are integer yen
export function orderTotal(items: Item[]): number {
  return items.reduce((sum, it) => sum + it.unitPrice * it.qty, 0);
}

export function taxIncluded(amount: number, rate = 0.1): number {
  return Math.floor(amount * (1 + rate));
}

export function applyCoupon(total: number, coupon: Coupon): number {
  if (coupon.kind === "percent") {
    const off = Math.floor((total * coupon.value) / 100);
    return Math.max(0, total - off);
  }
  return Math.max(0, total - coupon.value);
}

export function receiptLines(items: Item[]): string[] {
  return items.map((it) => {
    const line = it.unitPrice * it.qty;
    return `${it.name} x${it.qty}  ¥${line.toLocaleString("ja-JP")}`;
  });
}

export function formatYen(amount: number): string {
  return `¥${amount.toLocaleString("ja-JP")}`;
}
