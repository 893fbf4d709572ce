export type Coupon =
  | { kind: "percent"; value: number; code: string }
  | { kind: "fixed"; value: number; code: string };

const TAX_RATE = 0.1;

export function lineTotal(unitPrice: number, qty: number): number {
  if (qty <= 0) return 0;
  return unitPrice * qty;
}

export function applyCoupon(subtotal: number, coupon: Coupon): number {
  if (subtotal <= 0) return 0;
  if (coupon.kind === "percent") {
    return Math.floor((subtotal * coupon.value) / 100);
  }
  return Math.min(coupon.value, subtotal);
}

export function withTax(amount: number): number {
  return Math.floor(amount * (1 + TAX_RATE));
}

export function formatYen(amount: number): string {
  return `¥${amount.toLocaleString("ja-JP")}`;
}

export function parseCoupon(code: string): Coupon | null {
  const m = /^(OFF|YEN)(\d+)$/.exec(code.trim().toUpperCase());
  if (!m) return null;
  const value = Number(m[2]);
  return m[1] === "OFF"
    ? { kind: "percent", value: Math.min(value, 100), code }
    : { kind: "fixed", value, code };
}
