export type Currency = "JPY" | "USD" | "EUR";

const DEFAULT_LOCALE = "ja-JP";

export function formatPrice(amount: number, currency: Currency = "JPY", locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
  }).format(amount);
}

/** "2025-03-01" or a Date -> "2025/03/01" (in the user's time zone). */
export function formatDate(value: string | Date, locale = DEFAULT_LOCALE): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

/** A full timestamp such as "2025-03-01T09:30:00Z" -> "2025/03/01 18:30". */
export function formatDateTime(value: string | Date, locale = DEFAULT_LOCALE, timeZone?: string): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(d);
}

export function formatPercent(ratio: number, digits = 1, locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ratio);
}

export function formatQuantity(n: number, unit = "点"): string {
  return `${n.toLocaleString(DEFAULT_LOCALE)}${unit}`;
}
