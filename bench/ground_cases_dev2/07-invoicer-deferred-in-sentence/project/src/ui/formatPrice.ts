const formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$19.99" from an amount in cents. */
export function formatPrice(cents: number): string {
  return formatter.format(cents);
}
