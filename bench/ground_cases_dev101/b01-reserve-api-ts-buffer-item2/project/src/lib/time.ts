export const MINUTE = 60_000;
export const JST_OFFSET = "+09:00";

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD (日本時間) の 0:00 */
export function dayStart(date: string): Date {
  if (!DATE_RE.test(date)) {
    throw new RangeError(`invalid date: ${date}`);
  }
  return new Date(`${date}T00:00:00${JST_OFFSET}`);
}

const HHMM_JST = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 枠の表示用ラベル (例: "17:30")。サーバーの TZ に関係なく日本時間で出す */
export function formatHHmm(d: Date): string {
  return HHMM_JST.format(d);
}

/** 日本時間での今日の日付 */
export function todayJst(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + 9 * 60 * MINUTE);
  return shifted.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = dayStart(date);
  const shifted = new Date(d.getTime() + days * 24 * 60 * MINUTE + 9 * 60 * MINUTE);
  return shifted.toISOString().slice(0, 10);
}

export function isPastDate(date: string, now: Date = new Date()): boolean {
  return date < todayJst(now);
}
