import type { CartItem } from "../types";

const fmt = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

export function formatCents(cents: number): string {
  return fmt.format(cents / 100);
}

export function sumCents(items: CartItem[]): number {
  return items.reduce((acc, it) => acc + it.priceCents * it.qty, 0);
}

export function parseEuro(input: string): number {
  const cleaned = input.replace(/[^0-9,.-]/g, "").replace(/\./g, "").replace(",", ".");
  const value = Number.parseFloat(cleaned);
  if (Number.isNaN(value)) {
    throw new Error(`not an amount: ${input}`);
  }
  return Math.round(value * 100);
}

export function percentOf(cents: number, pct: number): number {
  return Math.round((cents * pct) / 100);
}
