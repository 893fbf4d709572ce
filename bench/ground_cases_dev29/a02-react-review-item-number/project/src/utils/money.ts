import type { Order } from "../types";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale = "de-DE"): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, f);
  }
  return f;
}

/** API amounts are decimal strings ("19.99"); all math here is done in integer cents. */
export function toCents(amount: string): number {
  return Math.floor(parseFloat(amount) * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function formatMoney(cents: number, currency = "EUR"): string {
  return formatter(currency).format(fromCents(cents));
}

export function orderTotalCents(order: Order): number {
  return order.lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
}

export function pageTotalCents(orders: Order[]): number {
  return orders.reduce((sum, o) => sum + orderTotalCents(o), 0);
}
