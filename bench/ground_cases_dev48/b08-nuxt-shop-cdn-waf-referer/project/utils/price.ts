const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(value: number): string {
  return yen.format(value);
}

/** Tax-included unit price, as shown on product pages (rounded down to the yen). */
export function withTax(price: number, taxRate: number): number {
  return Math.floor(price * (1 + taxRate));
}
