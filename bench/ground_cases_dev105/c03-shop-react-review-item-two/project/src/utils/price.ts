const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("zh-CN", { style: "currency", currency, minimumFractionDigits: 2 });
    formatters.set(currency, f);
  }
  return f;
}

/** Cents to a display string, e.g. 12900 -> "¥129.00". */
export function formatPrice(cents: number, currency = "CNY"): string {
  return formatterFor(currency).format(cents / 100);
}

/** Price after a percentage discount, rounded to whole cents. */
export function discounted(cents: number, percentOff: number): number {
  if (percentOff <= 0) return cents;
  if (percentOff >= 100) return 0;
  return Math.round((cents * (100 - percentOff)) / 100);
}

/** "3 件商品" style label used in the drawer header. */
export function itemCountLabel(count: number): string {
  return `${count} 件商品`;
}

export function sumCents(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
