const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount for the admin tables. Amounts come from the API in the
 * currency's major unit (yen, dollars).
 */
export function formatPrice(amount: number, currency: "JPY" | "USD"): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("ja-JP", {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
    });
    formatters.set(currency, f);
  }
  return f.format(amount);
}

export function formatQuantity(n: number): string {
  return n.toLocaleString("ja-JP");
}

export function sumLines(lines: { quantity: number; unitPrice: number }[]): number {
  return lines.reduce((acc, l) => acc + l.quantity * l.unitPrice, 0);
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}`;
}
