const yen = new Intl.NumberFormat('ja-JP');

// 表示専用。計算には使わないこと。
export function formatPrice(value) {
  const rounded = Math.round(value);
  return `¥${yen.format(rounded)}`;
}

export function formatQty(qty) {
  return `${qty}点`;
}
