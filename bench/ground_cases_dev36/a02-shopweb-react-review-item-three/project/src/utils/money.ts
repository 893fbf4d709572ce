const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency: string, locale = navigator.language): string {
  const key = `${locale}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, f);
  }
  return f.format(cents / 100);
}

export function percentOff(cents: number, pct: number): number {
  return Math.round((cents * (100 - pct)) / 100);
}
