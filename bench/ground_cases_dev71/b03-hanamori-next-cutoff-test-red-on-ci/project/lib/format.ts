const yen = new Intl.NumberFormat("ja-JP");

/** 1200 -> "¥1,200" */
export function formatYen(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}¥${yen.format(Math.abs(amount))}`;
}

/** 税込表示 "¥1,320（税込）" */
export function formatYenTaxIncluded(amount: number): string {
  return `${formatYen(amount)}（税込）`;
}

/** 送料表示。0円なら「送料無料」 */
export function formatShipping(fee: number): string {
  return fee === 0 ? "送料無料" : `送料 ${formatYen(fee)}`;
}

/** 割引表示 "-¥300" */
export function formatDiscount(amount: number): string {
  return "-" + formatYen(Math.abs(amount));
}

export function formatPoints(points: number): string {
  return `${yen.format(points)}pt`;
}

export function formatDateJa(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const wd = ["日", "月", "火", "水", "木", "金", "土"][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}月${d}日（${wd}）`;
}
