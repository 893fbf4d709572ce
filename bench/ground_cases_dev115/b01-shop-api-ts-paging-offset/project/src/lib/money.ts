export const TAX_RATE = 0.1;

// 税抜金額から税込金額（円未満切り捨て）
export function withTax(yen: number): number {
  return Math.floor(yen * (1 + TAX_RATE));
}

export function formatYen(yen: number): string {
  return "¥" + Math.round(yen).toLocaleString("ja-JP");
}
