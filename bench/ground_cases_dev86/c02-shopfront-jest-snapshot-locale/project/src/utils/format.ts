export type Currency = 'CNY' | 'USD' | 'HKD';

export function formatPrice(amount: number, currency: Currency = 'CNY'): string {
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
  }).format(amount);
}

export function formatDiscount(ratio: number): string {
  // 0.85 -> "8.5折", 0.9 -> "9折"
  const tenths = Math.round(ratio * 100) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}折`;
}

export function formatQuantity(n: number, unit = '件'): string {
  if (n <= 0) return '';
  return `${n}${unit}`;
}
