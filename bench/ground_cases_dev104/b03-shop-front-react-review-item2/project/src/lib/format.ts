const yen = new Intl.NumberFormat("ja-JP", {
  style: "currency",
  currency: "JPY",
  maximumFractionDigits: 0,
});

/** Price shown to customers: tax included, whole yen. */
export function formatPrice(priceExclTax: number, taxRate = 0.1): string {
  const withTax = Math.floor(priceExclTax * (1 + taxRate));
  return yen.format(withTax);
}

/** "残り3点" style stock label; empty when plenty are left. */
export function stockLabel(stock: number, threshold = 5): string {
  if (stock <= 0) {
    return "在庫切れ";
  }
  if (stock <= threshold) {
    return `残り${stock}点`;
  }
  return "";
}

export function pageLabel(page: number, totalPages: number): string {
  if (totalPages <= 1) {
    return "";
  }
  return `${page} / ${totalPages}`;
}

export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
