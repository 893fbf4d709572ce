// 日時まわりのユーティリティ。サーバーは UTC で動いている前提。
const JST_OFFSET_MIN = 9 * 60;

/** UTC の Date を日本時間の「見た目」の Date に変換する（表示用） */
export function toJst(date: Date): Date {
  return new Date(date.getTime() + JST_OFFSET_MIN * 60 * 1000);
}

/** 「11月14日(金) 10:30」形式 */
export function formatJst(date: Date): string {
  const d = toJst(date);
  const week = ["日", "月", "火", "水", "木", "金", "土"][d.getUTCDay()];
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${week}) ${hh}:${mm}`;
}

/** 21:00〜翌8:00 は患者さんに通知しない */
export function isQuietHours(now: Date): boolean {
  const hour = toJst(now).getUTCHours();
  return hour >= 21 || hour < 8;
}

/** 翌日の 0:00〜24:00 (JST) を UTC の範囲で返す */
export function tomorrowRangeJst(now: Date): { from: Date; to: Date } {
  const d = toJst(now);
  const startJst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  const from = new Date(startJst - JST_OFFSET_MIN * 60 * 1000);
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  return { from, to };
}

export function hoursBetween(a: Date, b: Date): number {
  return (b.getTime() - a.getTime()) / 3_600_000;
}
