/** Formats an amount in cents as ¥1,234.50. */
export function formatCents(cents: number): string {
  const yuan = cents / 100;
  return "¥" + yuan.toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Sum of unit price × quantity, in cents. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

export function sumCents(values: number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}
