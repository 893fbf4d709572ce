import { fromMinor, type Money } from "../lib/money";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("ja-JP", { style: "currency", currency });
    formatters.set(currency, f);
  }
  return f;
}

/** Order summary / cart display. */
export function formatMoney(m: Money): string {
  return formatter(m.currency).format(fromMinor(m));
}

export function formatLine(name: string, qty: number, unit: Money): string {
  return `${name} × ${qty}  ${formatMoney(unit)}`;
}
