const fmt = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
});

/** 9900 -> "¥99.00" */
export function formatYuan(cents: number): string {
  return fmt.format(cents / 100);
}

export function parseYuan(text: string): number {
  const cleaned = text.replace(/[¥,\s]/g, "");
  const value = Number(cleaned);
  if (!Number.isFinite(value)) {
    throw new Error(`not a price: ${text}`);
  }
  return Math.round(value * 100);
}

export function sumCents(values: number[]): number {
  let total = 0;
  for (const v of values) {
    total += v;
  }
  return total;
}

export function clampQty(qty: number, max = 99): number {
  if (!Number.isFinite(qty) || qty < 1) return 1;
  return Math.min(Math.floor(qty), max);
}
