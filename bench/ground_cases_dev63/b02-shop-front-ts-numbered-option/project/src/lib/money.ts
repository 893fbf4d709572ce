export type Currency = "JPY" | "USD" | "TWD";

const LOCALE: Record<Currency, string> = {
  JPY: "ja-JP",
  USD: "en-US",
  TWD: "zh-TW",
};

/**
 * Formats an amount for display. Amounts are in the currency's major unit
 * (yen, dollars), never in cents.
 */
export function formatPrice(amount: number, currency: Currency = "JPY"): string {
  return new Intl.NumberFormat(LOCALE[currency], {
    style: "currency",
    currency,
    // let Intl pick the currency's own minor digits (JPY 0, USD 2, TWD 2)
  }).format(amount);
}

/** "¥1,099(税込)" style label used on product cards. */
export function taxIncludedLabel(amount: number, currency: Currency = "JPY"): string {
  const price = formatPrice(amount, currency);
  return currency === "JPY" ? `${price}(税込)` : `${price} incl. tax`;
}

export function parsePrice(input: string): number {
  const normalized = input
    .normalize("NFKC")
    .replace(/[¥$,\s]/g, "")
    .replace(/円$/, "");
  const value = Number(normalized);
  if (!Number.isFinite(value)) throw new Error(`not a price: ${input}`);
  return value;
}
