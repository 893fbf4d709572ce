// 入力値の正規化（全角→半角など）。フォームとサーバー API の両方で使う。

const FULLWIDTH_OFFSET = 0xfee0;

/** 全角英数記号（！〜～）を半角に、全角スペースを半角スペースにする */
export function toHalfWidth(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - FULLWIDTH_OFFSET))
    .replace(/\u3000/g, " ");
}

// 電話番号・郵便番号で「ハイフン」として入力されがちな文字
// (-, ‐‑‒–—―, −, ー, －, ｰ)
const DASHES = /[-\u2010-\u2015\u2212\u30fc\uff0d\uff70]/g;

/** 電話番号を数字だけにする（全角数字・各種ハイフン・空白を許容） */
export function normalizePhone(s: string): string {
  return toHalfWidth(s).replace(DASHES, "").replace(/\s+/g, "");
}

/** 郵便番号を 123-4567 形式にする（7桁でなければ数字だけ返す） */
export function normalizeZip(s: string): string {
  const digits = toHalfWidth(s).replace(DASHES, "").replace(/\s+/g, "");
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** 空文字・空白だけ（全角スペース含む）なら true */
export function isBlank(s: string | null | undefined): boolean {
  return !s || toHalfWidth(s).trim() === "";
}
