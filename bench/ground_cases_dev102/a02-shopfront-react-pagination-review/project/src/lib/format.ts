const currency = new Intl.NumberFormat("en-IE", {
  style: "currency",
  currency: "EUR",
});

export function formatPrice(cents: number): string {
  return currency.format(cents / 100);
}

export function formatDiscount(rate: number): string {
  // rate comes from the API as a fraction, e.g. 0.15
  return `-${Math.round(rate * 100)}%`;
}

export function discountedCents(cents: number, rate: number): number {
  return Math.round(cents * (1 - rate));
}

export function shortTitle(title: string, max = 40): string {
  if (title.length <= max) {
    return title;
  }
  return title.slice(0, max - 1).trimEnd() + "\u2026";
}

export function stockLabel(qty: number): string {
  if (qty <= 0) return "Out of stock";
  if (qty === 1) return "Last one";
  if (qty < 5) return `Only ${qty} left`;
  return "In stock";
}
