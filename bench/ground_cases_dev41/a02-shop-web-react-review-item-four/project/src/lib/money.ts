const formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Formats an integer amount of cents as a price, e.g. 1999 -> "$19.99". */
export function formatPrice(cents: number): string {
  return formatter.format(cents / 100);
}

/** Parses a user-typed price ("19.99", "$19.99", "19") into cents, or null. */
export function parsePrice(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    return null;
  }
  const [whole, frac = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** Sums cents without floating point drift. */
export function sumCents(values: number[]): number {
  return values.reduce((a, b) => a + Math.round(b), 0);
}

/** Applies a percentage discount, rounding to the nearest cent. */
export function percentOff(cents: number, pct: number): number {
  if (pct <= 0) {
    return 0;
  }
  if (pct >= 100) {
    return cents;
  }
  return Math.round((cents * pct) / 100);
}
