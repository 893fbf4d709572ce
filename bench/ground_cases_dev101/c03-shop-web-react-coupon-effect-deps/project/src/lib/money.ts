// All amounts travel as integer cents (分); only the UI turns them into 元.

const yuan = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const yuanWhole = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  maximumFractionDigits: 0,
});

export function formatYuan(cents: number): string {
  return yuan.format(cents / 100);
}

/** Like formatYuan, but "¥10" instead of "¥10.00" for whole amounts. */
export function formatYuanShort(cents: number): string {
  if (cents % 100 === 0) {
    return yuanWhole.format(cents / 100);
  }
  return formatYuan(cents);
}

/** "12.3" / "¥12.30" / "12" → cents; NaN for anything else. */
export function parseYuan(input: string): number {
  const cleaned = input.replace(/[¥,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    return Number.NaN;
  }
  const [whole, frac = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export function sumCents(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
