const yuan = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 6800 -> "¥68.00" */
export function formatPrice(cents: number): string {
  return yuan.format(cents / 100);
}

/** Parse user input like "68", "68.5", "¥68.50" into cents; NaN when it is not a price. */
export function parsePrice(input: string): number {
  const cleaned = input.replace(/[¥,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    return Number.NaN;
  }
  const [whole, frac = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** Split an amount into n parts that add up exactly (for per-item discount display). */
export function splitCents(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

export function percentOff(priceCents: number, pct: number): number {
  return Math.round((priceCents * (100 - pct)) / 100);
}
