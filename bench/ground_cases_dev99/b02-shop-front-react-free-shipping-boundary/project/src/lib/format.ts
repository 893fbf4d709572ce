const yenFormatter = new Intl.NumberFormat("ja-JP", {
  style: "currency",
  currency: "JPY",
});

const dateFormatter = new Intl.DateTimeFormat("ja-JP", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Asia/Tokyo",
});

/** 円表示 (例: ￥1,200)。小数は四捨五入される */
export function formatYen(value: number): string {
  return yenFormatter.format(value);
}

export function formatQuantity(quantity: number): string {
  return `${quantity.toLocaleString("ja-JP")}点`;
}

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return "";
  }
  return dateFormatter.format(date);
}

export function pluralizeItems(count: number): string {
  return count === 0 ? "カートは空です" : `${count}点の商品`;
}
