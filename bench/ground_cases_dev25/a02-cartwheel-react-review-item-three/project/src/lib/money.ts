const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, f);
  }
  return f;
}

/** Format an amount in major units (dollars), e.g. 12.5 -> "$12.50". */
export function formatMoney(amount: number, currency = "USD", locale = "en-US"): string {
  return formatter(currency, locale).format(amount);
}

/** Parse a user-entered price like "12.50" or "$12.50"; NaN when it is not a number. */
export function parseMoney(input: string): number {
  const cleaned = input.replace(/[^0-9.,-]/g, "").replace(",", ".");
  return cleaned === "" ? NaN : Number(cleaned);
}

export const FREE_SHIPPING_THRESHOLD = 50;
export const FLAT_SHIPPING = 4.95;
