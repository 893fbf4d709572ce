// Display formatting for the admin. Amounts are integers in yen.

const yen = new Intl.NumberFormat("ja-JP", {
  style: "currency",
  currency: "JPY",
  currencyDisplay: "narrowSymbol",
});

const dayLabel = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
});

export function formatYen(amount: number): string {
  return yen.format(amount);
}

export function formatDay(d: Date): string {
  return dayLabel.format(d);
}

export function formatPercent(ratio: number): string {
  const sign = ratio > 0 ? "+" : "";
  return `${sign}${(ratio * 100).toFixed(1)}%`;
}

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

export function changeRatio(current: number, previous: number): number {
  if (previous === 0) return 0;
  return (current - previous) / previous;
}
