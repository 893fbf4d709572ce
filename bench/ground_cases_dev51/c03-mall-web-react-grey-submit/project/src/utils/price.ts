export type Cents = number;

const yuanFormat = new Intl.NumberFormat("zh-CN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 分 -> "¥1,299.00" */
export function formatPrice(cents: Cents): string {
  return `¥${yuanFormat.format(cents / 100)}`;
}

export function sumCents(values: Cents[]): Cents {
  return values.reduce((acc, v) => acc + v, 0);
}

export function applyCoupon(total: Cents, coupon: { kind: "fixed" | "percent"; value: number } | null): Cents {
  if (!coupon) return total;
  if (coupon.kind === "fixed") return Math.max(0, total - coupon.value);
  return Math.round((total * (100 - coupon.value)) / 100);
}

export function discountLabel(original: Cents, now: Cents): string | null {
  if (now >= original || original === 0) return null;
  const pct = Math.round(((original - now) / original) * 100);
  return `省${pct}%`;
}

export function perUnit(total: Cents, qty: number): Cents {
  return qty > 0 ? Math.round(total / qty) : 0;
}
