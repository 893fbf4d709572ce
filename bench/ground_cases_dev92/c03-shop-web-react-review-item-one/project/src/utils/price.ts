export type Cents = number;

/** Yuan amount from the API (e.g. 19.9) to integer cents. */
export function toCents(yuan: number): Cents {
  return Number((yuan * 100).toFixed(0));
}

/** Format yuan for display: 1234.5 -> "¥1,234.50". */
export function formatPrice(yuan: number): string {
  const fixed = yuan.toFixed(2);
  const [int, dec] = fixed.split(".");
  return `¥${Number(int).toLocaleString("zh-CN")}.${dec}`;
}

export function lineTotal(unitYuan: number, qty: number): number {
  return (toCents(unitYuan) * qty) / 100;
}

export function cartTotal(lines: { price: number; qty: number }[]): number {
  const cents = lines.reduce((sum, l) => sum + toCents(l.price) * l.qty, 0);
  return cents / 100;
}
