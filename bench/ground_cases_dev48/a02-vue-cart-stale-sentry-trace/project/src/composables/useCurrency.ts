const DEFAULT_LOCALE = "de-DE";

function currentLocale(): string {
  if (typeof navigator !== "undefined" && navigator.language) return navigator.language;
  return DEFAULT_LOCALE;
}

/** Formatting for amounts in cents. */
export function useCurrency(currency = "EUR") {
  const locale = currentLocale();
  const formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
  const compact = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  });

  function format(cents: number): string {
    return formatter.format(cents / 100);
  }

  function formatRounded(cents: number): string {
    return compact.format(Math.round(cents / 100));
  }

  function formatDelta(cents: number): string {
    const sign = cents > 0 ? "+" : cents < 0 ? "−" : "";
    return sign + formatter.format(Math.abs(cents) / 100);
  }

  /** "12,50" or "12.50" -> 1250; NaN when it is not a number. */
  function parse(input: string): number {
    const normalised = input.replace(/\s/g, "").replace(",", ".");
    const value = Number.parseFloat(normalised);
    return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
  }

  return { format, formatRounded, formatDelta, parse };
}
