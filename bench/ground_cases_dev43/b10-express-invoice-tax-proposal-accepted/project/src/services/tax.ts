// 見積書の金額計算（税抜単価 × 数量、消費税は税率ごとに集計）
export type TaxCategory = "standard" | "reduced" | "exempt";

export const RATES: Record<TaxCategory, number> = {
  standard: 0.1,
  reduced: 0.08,
  exempt: 0,
};

export type QuoteLine = {
  name: string;
  unitPrice: number; // 税抜・円
  quantity: number;
  taxCategory: TaxCategory;
};

export type RateBreakdown = { rate: number; taxable: number; tax: number };

export type Totals = {
  subtotal: number;
  tax: number;
  total: number;
  byRate: RateBreakdown[];
};

export function lineAmount(line: QuoteLine): number {
  return line.unitPrice * line.quantity;
}

export function calcTotals(lines: QuoteLine[]): Totals {
  const byRate = new Map<number, { taxable: number; tax: number }>();
  for (const line of lines) {
    const rate = RATES[line.taxCategory];
    const amount = lineAmount(line);
    const tax = Math.round(amount * rate);
    const cur = byRate.get(rate) ?? { taxable: 0, tax: 0 };
    cur.taxable += amount;
    cur.tax += tax;
    byRate.set(rate, cur);
  }
  const breakdown = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, v]) => ({ rate, taxable: v.taxable, tax: v.tax }));
  const subtotal = breakdown.reduce((s, r) => s + r.taxable, 0);
  const tax = breakdown.reduce((s, r) => s + r.tax, 0);
  return { subtotal, tax, total: subtotal + tax, byRate: breakdown };
}
