/** Amounts are integer cents throughout the service; only the API edge formats them. */
export type Cents = number;

export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`not a finite amount: ${amount}`);
  }
  return Math.round(amount * 100);
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

export function formatCents(cents: Cents, currency = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

export function addCents(...amounts: Cents[]): Cents {
  return amounts.reduce((sum, a) => sum + a, 0);
}

export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}

export function assertCents(value: number, label = "amount"): Cents {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a non-negative integer number of cents, got ${value}`);
  }
  return value;
}
