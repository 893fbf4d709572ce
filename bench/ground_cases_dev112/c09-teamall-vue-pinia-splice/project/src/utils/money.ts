/** Prices are stored in cents (分) everywhere; format only at the edge. */
export function formatCents(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}

export function parseYuan(input: string): number {
  const n = Number(input.replace(/[¥,\s]/g, ""));
  if (!Number.isFinite(n)) {
    throw new Error(`not a price: ${input}`);
  }
  return Math.round(n * 100);
}

export function discounted(cents: number, percentOff: number): number {
  if (percentOff <= 0) return cents;
  if (percentOff >= 100) return 0;
  return Math.round((cents * (100 - percentOff)) / 100);
}

export function sumCents(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function perUnit(totalCents: number, units: number): number {
  if (units <= 0) {
    throw new Error("units must be positive");
  }
  return Math.round(totalCents / units);
}
