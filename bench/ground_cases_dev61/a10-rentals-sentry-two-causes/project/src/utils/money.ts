const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, f);
  }
  return f;
}

export function formatPrice(value: number, currency = "EUR", locale = navigator.language): string {
  const rounded = Number(value.toFixed(2));
  return formatter(currency, locale).format(rounded);
}

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function percentOf(value: number, pct: number): number {
  return Math.round(value * pct) / 100;
}

export function centsToUnits(cents: number): number {
  return cents / 100;
}

export function unitsToCents(units: number): number {
  return Math.round(units * 100);
}
