// Money is carried as integer fen (1/100 yuan) end to end; only format at the edge.

const yuanFormatter = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123450 -> "¥1,234.50" */
export function formatYuan(fen: number): string {
  if (!Number.isFinite(fen)) return "-";
  return yuanFormatter.format(fen / 100);
}

/** Sum a list of fen amounts without floating point drift. */
export function sumFen(values: number[]): number {
  let total = 0;
  for (const v of values) {
    total += Math.round(v);
  }
  return total;
}

/** "1234.5" (yuan, from an input) -> 123450 fen, or null when not a number. */
export function parseYuan(input: string): number | null {
  const cleaned = input.replace(/[¥,\s]/g, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [int, frac = ""] = cleaned.split(".");
  const sign = int.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(int)) * 100 + Number(frac.padEnd(2, "0")));
}
