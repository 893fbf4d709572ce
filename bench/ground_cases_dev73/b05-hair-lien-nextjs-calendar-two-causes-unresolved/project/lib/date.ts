// 日付まわりの小さなヘルパー（管理画面用）。サロンは東京のみ。

export const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** カレンダーのセルを引くキー（YYYY-MM-DD） */
export function toDateKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(d: Date, days: number): Date {
  const next = new Date(d);
  next.setDate(next.getDate() + days);
  return next;
}

/** 月曜はじまりの週の初日 */
export function startOfWeek(d: Date): Date {
  const start = new Date(d);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - (start.getDay() - 1));
  return start;
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('ja-JP', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Tokyo',
  });
}

export function weekLabel(start: Date): string {
  const end = addDays(start, 6);
  return `${start.getMonth() + 1}/${start.getDate()} 〜 ${end.getMonth() + 1}/${end.getDate()}`;
}
