const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency: string, locale: string = navigator.language): string {
  const key = `${locale}|${currency}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, fmt);
  }
  return fmt.format(cents / 100);
}

export function lineTotal(qty: number, unitPriceCents: number): number {
  return qty * unitPriceCents;
}
