import type { Category, Expense } from "@/stores/expenses";

export const TAX_RATE = 0.1;

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(amount: number): string {
  return yen.format(amount);
}

export function withTax(amount: number, category: Category): number {
  return Math.floor(amount * (1 + TAX_RATE));
}

export function totalWithTax(items: Expense[]): number {
  return items.reduce((sum, e) => sum + withTax(e.amount, e.category), 0);
}

export function parseYen(text: string): number {
  const ascii = text.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  return Number(ascii.replace(/[,，円¥\s]/g, ""));
}
