/** 全角英数字・記号（！〜～）を半角に。カナは変えない。 */
export function toHalfWidth(value: string): string {
  return value
    .replace(/[！-～]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/　/g, ' ');
}

/** 半角カナ（濁点・半濁点の結合込み）を全角カナに。 */
export function toFullWidthKana(value: string): string {
  return value.replace(/[ｦ-ﾟ]+/g, (s) => s.normalize('NFKC'));
}

/** 長音・全角ハイフン類を ASCII の - に寄せる（郵便番号・電話番号用）。 */
export function normalizeHyphen(value: string): string {
  return value.replace(/[‐－―−ー]/g, '-');
}
