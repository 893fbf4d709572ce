/** Money helpers. All amounts are integer cents (分). */

export function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

const CNY = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

export function formatPrice(cents: number): string {
  return CNY.format(cents / 100);
}

export function lineTotal(line: { qty: number; unitPrice: number }): number {
  return line.qty * line.unitPrice;
}

export function sumLines(lines: { qty: number; unitPrice: number }[]): number {
  return lines.reduce((acc, l) => acc + lineTotal(l), 0);
}

/** "12.3" / "12.30" / "¥12" -> cents; null when the text is not an amount. */
export function parseYuan(input: string): number | null {
  const m = /^\s*¥?\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  const fraction = (m[2] ?? '').padEnd(2, '0');
  return Number(m[1]) * 100 + Number(fraction);
}

export function clampDiscount(subtotal: number, discount: number): number {
  return Math.min(Math.max(discount, 0), subtotal);
}
