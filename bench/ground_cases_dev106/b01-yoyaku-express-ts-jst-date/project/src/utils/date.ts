// 日付まわりのユーティリティ。予約は DB に UTC の ISO 文字列で入っている。

export const SHOP_TZ = "Asia/Tokyo";

/** YYYY-MM-DD (マイページ・メール・CSV で使う表示用の日付) */
export function formatDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** HH:mm (店舗のタイムゾーン) */
export function formatTime(d: Date): string {
  return new Intl.DateTimeFormat("ja-JP", {
    timeZone: SHOP_TZ,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(d);
}

export function addDays(d: Date, days: number): Date {
  const next = new Date(d.getTime());
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

/** "2025-03-15" を店舗の 0:00 (JST) として Date にする */
export function parseYmd(ymd: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) {
    throw new Error(`invalid date: ${ymd}`);
  }
  const [, y, mo, da] = m;
  return new Date(`${y}-${mo}-${da}T00:00:00+09:00`);
}

export function isSameDay(a: Date, b: Date): boolean {
  return formatDate(a) === formatDate(b);
}
