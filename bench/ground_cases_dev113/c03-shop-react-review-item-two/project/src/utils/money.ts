const formatter = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
});

/** Prices travel as integer cents; only format at the edge. */
export function formatCents(cents: number): string {
  return formatter.format(cents / 100);
}

export function applyPercent(cents: number, percentOff: number): number {
  if (percentOff <= 0) {
    return cents;
  }
  if (percentOff >= 100) {
    return 0;
  }
  return Math.round((cents * (100 - percentOff)) / 100);
}

export function sumCents(lines: { priceCents: number; qty: number }[]): number {
  let total = 0;
  for (const line of lines) {
    total += line.priceCents * line.qty;
  }
  return total;
}

export function parseYuan(input: string): number | null {
  const n = Number(input.trim());
  if (!Number.isFinite(n) || n < 0) {
    return null;
  }
  return Math.round(n * 100);
}
