/**
 * Tax in cents on a taxable amount in cents. `rate` is a fraction (0.08 = 8%).
 * Rounds half up, once, on the order total (not per line).
 */
export function taxFor(taxableCents: number, rate: number): number {
  if (taxableCents <= 0 || rate <= 0) return 0;
  return Math.round(taxableCents * rate);
}
