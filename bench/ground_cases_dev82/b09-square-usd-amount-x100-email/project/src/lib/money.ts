/** Amounts are kept in the currency's minor unit (cents for USD, yen for JPY), as Square does. */
export interface Money {
  amount: bigint;
  currency: string;
}

const ZERO_DECIMAL = new Set(["JPY", "KRW", "VND"]);

export function minorDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

export function fromMinor(m: Money): number {
  return Number(m.amount) / 10 ** minorDigits(m.currency);
}

export function toMinor(major: number, currency: string): Money {
  const digits = minorDigits(currency);
  return { amount: BigInt(Math.round(major * 10 ** digits)), currency: currency.toUpperCase() };
}

export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new Error(`currency mismatch: ${a.currency} vs ${b.currency}`);
  }
  return { amount: a.amount + b.amount, currency: a.currency };
}
