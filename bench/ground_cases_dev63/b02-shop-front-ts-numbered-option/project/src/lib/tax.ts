export type TaxRate = 0.1 | 0.08;

export const STANDARD: TaxRate = 0.1;
export const REDUCED: TaxRate = 0.08; // food and drink, newspapers

/** Tax on a tax-excluded amount, rounded half-up to whole yen. */
export function calcTax(amount: number, rate: TaxRate): number {
  return Math.round(amount * rate);
}

/** Tax contained in a tax-included amount (内税). */
export function includedTax(amountWithTax: number, rate: TaxRate): number {
  return Math.round((amountWithTax * rate) / (1 + rate));
}

export function rateLabel(rate: TaxRate): string {
  return rate === REDUCED ? "8%(軽減税率)" : "10%";
}

export function isReduced(rate: TaxRate): boolean {
  return rate === REDUCED;
}

export function ratesIn<T extends { rate: TaxRate }>(items: T[]): TaxRate[] {
  const seen = new Set<TaxRate>();
  for (const item of items) seen.add(item.rate);
  return [...seen].sort((a, b) => b - a);
}

export function describeRates(items: { rate: TaxRate }[]): string {
  return ratesIn(items).map(rateLabel).join(" / ");
}
