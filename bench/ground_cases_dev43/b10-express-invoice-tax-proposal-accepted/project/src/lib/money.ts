// 金額まわりの小さなヘルパ

/** 円未満を四捨五入（値引き率の計算などで使う） */
export function roundYen(n: number): number {
  return Math.round(n);
}

/** 円未満を切り捨て */
export function floorYen(n: number): number {
  return Math.floor(n + 1e-9);
}

/** 1234567 -> "¥1,234,567" */
export function formatYen(n: number): string {
  return `¥${n.toLocaleString("ja-JP")}`;
}

/** 値引き率（%）を適用した税抜単価 */
export function applyDiscount(unitPrice: number, pct: number): number {
  if (pct < 0 || pct > 100) throw new RangeError(`invalid discount: ${pct}`);
  return roundYen(unitPrice * (1 - pct / 100));
}

/** 全角数字・カンマ入りの金額文字列を数値に */
export function parseYen(s: string): number {
  const half = s.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const n = Number(half.replace(/[¥,，\s]/g, ""));
  if (!Number.isFinite(n)) throw new TypeError(`not a number: ${s}`);
  return n;
}
