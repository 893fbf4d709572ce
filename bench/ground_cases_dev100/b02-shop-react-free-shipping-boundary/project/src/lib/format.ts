const yen = new Intl.NumberFormat("ja-JP", {
  style: "currency",
  currency: "JPY",
  maximumFractionDigits: 0,
});

/** 1234 -> "￥1,234" */
export function formatYen(amount: number): string {
  return yen.format(amount);
}

/** 割引率の表示用。0.1 ではなく 10 を受け取る */
export function formatPercent(percent: number): string {
  return `${Math.round(percent)}%`;
}

/** 数量の表示。99 を超えたら "99+" */
export function formatQuantity(quantity: number): string {
  if (quantity > 99) {
    return "99+";
  }
  return String(quantity);
}

export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) {
    return min;
  }
  return Math.min(Math.max(value, min), max);
}

export function sum(values: number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}
