import { calcTax, TaxRate } from "./tax";

export interface CartLine {
  sku: string;
  name: string;
  price: number; // tax excluded, yen
  qty: number;
  rate: TaxRate;
}

export interface CartTotals {
  subtotal: number;
  tax: number;
  total: number;
  byRate: Record<string, { base: number; tax: number }>;
}

export function lineAmount(line: CartLine): number {
  return line.price * line.qty;
}

export function cartTotals(lines: CartLine[]): CartTotals {
  const subtotal = lines.reduce((s, l) => s + lineAmount(l), 0);
  const tax = lines.reduce((s, l) => s + calcTax(lineAmount(l), l.rate), 0);
  const byRate: CartTotals["byRate"] = {};
  for (const l of lines) {
    const key = String(l.rate);
    byRate[key] ??= { base: 0, tax: 0 };
    byRate[key].base += lineAmount(l);
    byRate[key].tax = calcTax(byRate[key].base, l.rate);
  }
  return { subtotal, tax, total: subtotal + tax, byRate };
}

export function itemCount(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.qty, 0);
}
