const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatPrice(value: number): string {
  return yen.format(value);
}

export function formatStock(stock: number): string {
  if (stock <= 0) return "在庫なし";
  if (stock < 5) return `残り${stock}点`;
  return "在庫あり";
}
