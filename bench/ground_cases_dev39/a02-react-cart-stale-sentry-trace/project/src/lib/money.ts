const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-IE", { style: "currency", currency });
    formatters.set(currency, f);
  }
  return f;
}

export function formatPrice(cents: number, currency: string): string {
  return formatterFor(currency).format(cents / 100);
}

export function sumCents(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function percentOf(cents: number, pct: number): number {
  return Math.round((cents * pct) / 100);
}

export function parseCents(input: string): number | null {
  const cleaned = input.replace(/[^0-9.,]/g, "").replace(",", ".");
  if (!cleaned) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export const ZERO = 0;
