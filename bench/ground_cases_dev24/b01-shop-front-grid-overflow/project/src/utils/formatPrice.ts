const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

/**
 * 商品価格の表示用フォーマット。
 * price は税込の円（整数）で API から来る。
 */
export function formatPrice(price: number): string {
  if (!Number.isFinite(price)) {
    return "-";
  }
  return yen.format(Math.round(price));
}

/** 割引率を「20%OFF」の形にする。0 や負数は空文字。 */
export function formatDiscount(rate: number): string {
  if (!Number.isFinite(rate) || rate <= 0) {
    return "";
  }
  return `${Math.round(rate * 100)}%OFF`;
}

/** 送料無料ラインまでの残額表示。 */
export function remainingForFreeShipping(subtotal: number, threshold = 5000): string {
  const rest = threshold - subtotal;
  if (rest <= 0) {
    return "送料無料";
  }
  return `あと${formatPrice(rest)}で送料無料`;
}
