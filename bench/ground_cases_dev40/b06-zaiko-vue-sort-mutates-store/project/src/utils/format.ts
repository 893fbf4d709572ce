const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export const TAX_RATE = 0.1;

export function formatPrice(value: number, opts: { taxIncluded?: boolean } = {}): string {
  const amount = opts.taxIncluded ? Math.floor(value * (1 + TAX_RATE)) : value;
  return yen.format(Math.round(amount));
}

export function formatDate(d: Date): string {
  return d.toLocaleDateString("ja-JP", { year: "numeric", month: "2-digit", day: "2-digit" });
}

export function formatRelative(d: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - d.getTime()) / 60_000);
  if (minutes < 1) return "たった今";
  if (minutes < 60) return `${minutes}分前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}時間前`;
  return formatDate(d);
}

export function clampPercent(n: number): number {
  if (Number.isNaN(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

export function pluralize(n: number, unit: string): string {
  return `${n.toLocaleString("ja-JP")}${unit}`;
}
