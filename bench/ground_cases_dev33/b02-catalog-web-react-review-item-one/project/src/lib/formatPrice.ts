const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

/** Price including tax, rounded to whole yen, e.g. "¥1,100 (税込)". */
export function formatPrice(priceExclTax: number, taxRate: number): string {
  const incl = Math.round(priceExclTax * (1 + taxRate));
  return `${yen.format(incl)} (税込)`;
}

export function formatPriceExcl(priceExclTax: number): string {
  return `${yen.format(priceExclTax)} (税抜)`;
}
