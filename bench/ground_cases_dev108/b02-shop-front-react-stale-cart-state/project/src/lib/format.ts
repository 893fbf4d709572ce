const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(value: number): string {
  return yen.format(Math.round(value));
}

export function pluralItems(count: number): string {
  return `${count}点`;
}

export function clampQty(qty: number, max: number): number {
  if (Number.isNaN(qty)) return 1;
  return Math.max(1, Math.min(qty, max));
}

export function parseQty(input: string, max: number): number {
  const n = Number.parseInt(input, 10);
  return clampQty(n, max);
}

export function shortName(name: string, limit = 24): string {
  if (name.length <= limit) return name;
  return name.slice(0, limit - 1) + "…";
}

export function sameSku(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

export function sumBy<T>(rows: T[], pick: (row: T) => number): number {
  return rows.reduce((acc, row) => acc + pick(row), 0);
}
