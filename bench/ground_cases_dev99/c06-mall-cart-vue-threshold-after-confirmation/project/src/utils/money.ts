// Money is kept in integer fen everywhere in the app and only turned into
// yuan strings at display time.

/** 12345 -> "¥123.45", 1234500 -> "¥12,345.00", -500 -> "-¥5.00". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, "0");
  return `${sign}¥${yuan.toLocaleString("zh-CN")}.${cents}`;
}

/** "19.9" or 19.9 -> 1990. Rounds to the nearest fen. */
export function yuanToFen(yuan: string | number): number {
  const n = typeof yuan === "number" ? yuan : Number(yuan.trim());
  if (!Number.isFinite(n)) {
    throw new Error(`not a price: ${yuan}`);
  }
  return Math.round(n * 100);
}

/** Sum of price * qty for cart lines, in fen. */
export function lineTotalFen(priceFen: number, qty: number): number {
  return priceFen * qty;
}

/** n kept within [lo, hi]. */
export function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}
