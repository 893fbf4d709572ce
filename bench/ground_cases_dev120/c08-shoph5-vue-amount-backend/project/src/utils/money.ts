/** Amounts travel as integer 分 (cents) everywhere; only display converts. */
export function fenToYuan(fen: number): string {
  if (!Number.isFinite(fen)) {
    return "--";
  }
  return (fen / 100).toFixed(2);
}

export function formatPrice(fen: number): string {
  return `¥${fenToYuan(fen)}`;
}

export function sumFen(values: number[]): number {
  return values.reduce((acc, v) => acc + Math.round(v), 0);
}

export function discountFen(fen: number, percent: number): number {
  if (percent <= 0) {
    return fen;
  }
  return Math.round((fen * (100 - Math.min(percent, 100))) / 100);
}

export function parseYuanInput(text: string): number | null {
  const m = /^\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) {
    return null;
  }
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}
