/**
 * 日付の表示用フォーマット。
 * DB / API の日時はすべて UTC の ISO8601 文字列。画面と CSV は日本時間で出す。
 */

const jstFormatter = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 注文日時: 2025/04/01 09:00 (実行環境の TZ に関係なく JST) */
export function formatOrderDate(iso: string): string {
  const p = Object.fromEntries(jstFormatter.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
}

/** 発送予定日など日付だけのもの (YYYY-MM-DD をそのまま / 区切りに) */
export function formatDateOnly(ymd: string): string {
  const [y, m, d] = ymd.split("-");
  return `${y}/${m}/${d}`;
}

/** 管理画面の「◯分前」表示 */
export function fromNow(iso: string, now: Date = new Date()): string {
  const diff = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (diff < 60) return "たった今";
  if (diff < 3600) return `${Math.floor(diff / 60)}分前`;
  if (diff < 86400) return `${Math.floor(diff / 3600)}時間前`;
  return `${Math.floor(diff / 86400)}日前`;
}

export function isValidIso(value: string): boolean {
  return !Number.isNaN(Date.parse(value));
}
