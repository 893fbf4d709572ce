export type Currency = "JPY" | "USD";

const fractionCache = new Map<Currency, number>();

/** Number of minor-unit digits for a currency: 2 for USD, 0 for JPY. */
export function fractionDigits(currency: Currency): number {
  let digits = fractionCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionCache.set(currency, digits);
  }
  return digits;
}

/** Major units (12.34 USD, 1280 JPY) -> integer minor units (1234 cents, 1280 yen). */
export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * 100);
}

/** Integer minor units -> major units. */
export function fromMinorUnits(minor: number, currency: Currency): number {
  return minor / 10 ** fractionDigits(currency);
}

/** Format an amount held in minor units. */
export function formatPrice(minor: number, currency: Currency, locale = "ja-JP"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(fromMinorUnits(minor, currency));
}

/** Format an amount held in major units (what the catalogue API returns). */
export function formatMajor(amount: number, currency: Currency, locale = "ja-JP"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}
