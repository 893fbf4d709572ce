/** 金額・税計算まわり。金額はすべて円 (整数) で扱う。 */

export const TAX_RATE_STANDARD = 0.1;
export const TAX_RATE_REDUCED = 0.08;

export type TaxCategory = "standard" | "reduced";

export interface LineItem {
  sku: string;
  name: string;
  /** 税抜単価 */
  unitPrice: number;
  quantity: number;
  taxCategory: TaxCategory;
}

export interface Coupon {
  code: string;
  kind: "percent" | "amount";
  value: number;
}

export function rateOf(category: TaxCategory): number {
  return category === "reduced" ? TAX_RATE_REDUCED : TAX_RATE_STANDARD;
}

export function subtotalOf(items: LineItem[]): number {
  return items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
}

/**
 * 消費税額。インボイス対応のため、税率ごとに税抜金額を合計してから
 * 1 回だけ端数処理 (切り捨て) する。
 */
export function calcTax(items: LineItem[]): number {
  const byRate = new Map<number, number>();
  for (const item of items) {
    const rate = rateOf(item.taxCategory);
    byRate.set(rate, (byRate.get(rate) ?? 0) + item.unitPrice * item.quantity);
  }
  let tax = 0;
  for (const [rate, amount] of byRate) {
    tax += Math.round(amount * rate);
  }
  return tax;
}

/** クーポン割引額 (税抜小計に対して)。定率は四捨五入。 */
export function applyCoupon(subtotal: number, coupon?: Coupon): number {
  if (!coupon) return 0;
  if (coupon.kind === "amount") return Math.min(coupon.value, subtotal);
  return Math.round((subtotal * coupon.value) / 100);
}

export function formatYen(amount: number): string {
  return `¥${amount.toLocaleString("ja-JP")}`;
}
