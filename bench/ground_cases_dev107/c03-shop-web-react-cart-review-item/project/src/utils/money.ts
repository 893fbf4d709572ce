const formatter = new Intl.NumberFormat("zh-CN", {
  style: "currency",
  currency: "CNY",
  minimumFractionDigits: 2,
});

export const FREE_SHIPPING_FEN = 9900;

export function formatCNY(fen: number): string {
  return formatter.format(fen / 100);
}

export function shippingFen(totalFen: number): number {
  if (totalFen <= 0) {
    return 0;
  }
  return totalFen >= FREE_SHIPPING_FEN ? 0 : 800;
}

export function parseYuan(input: string): number | null {
  const trimmed = input.trim().replace(/^¥/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) {
    return null;
  }
  const [yuan, jiao = ""] = trimmed.split(".");
  return Number(yuan) * 100 + Number(jiao.padEnd(2, "0"));
}

export function sumFen(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function percentOff(fen: number, pct: number): number {
  return Math.round((fen * (100 - pct)) / 100);
}
