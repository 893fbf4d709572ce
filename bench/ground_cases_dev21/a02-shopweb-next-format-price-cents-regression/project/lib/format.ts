// Display helpers shared by the storefront and the account pages.

export const DEFAULT_LOCALE = "en-IE";

export type PriceOptions = {
  currency?: string;
  locale?: string;
  /** Short form for tight layouts: 123456 -> "€1.23K". */
  compact?: boolean;
};

/**
 * Prices come from the API in minor units (cents).
 * Whole amounts are shown without decimals: 4900 -> "€49", 1999 -> "€19.99".
 */
export function formatPrice(cents: number, opts: PriceOptions = {}): string {
  const { currency = "EUR", locale = DEFAULT_LOCALE, compact = false } = opts;
  const amount = cents / 100;
  const whole = cents % 100 === 0 || compact;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    notation: compact ? "compact" : "standard",
    maximumSignificantDigits: 3,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

export function formatPercent(value: number, locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value);
}

export function formatDate(iso: string, locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(iso),
  );
}

export function discountLabel(originalCents: number, saleCents: number): string | null {
  if (saleCents >= originalCents || originalCents === 0) return null;
  return `-${formatPercent((originalCents - saleCents) / originalCents)}`;
}
