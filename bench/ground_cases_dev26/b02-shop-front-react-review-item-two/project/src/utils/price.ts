const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

/** 1234 -> "￥1,234" */
export function formatYen(value: number): string {
  return yen.format(value);
}

/** Tax-excluded price from a tax-included one (10%, rounded down). */
export function withoutTax(taxIncluded: number, rate = 0.1): number {
  return Math.floor(taxIncluded / (1 + rate));
}

/** Percentage as a human label: 0.1 -> "10%" */
export function percentLabel(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
