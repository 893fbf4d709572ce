const DAY_MS = 24 * 60 * 60 * 1000;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000; // Japan has no DST

/** Midnight JST of the day before `now` (as an absolute instant). */
export function startOfYesterday(now: Date = new Date()): Date {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  const midnight = Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate()) - JST_OFFSET_MS;
  return new Date(midnight - DAY_MS);
}

/** [start, end) of "yesterday" for the digest query. */
export function yesterdayRange(now: Date = new Date()): { start: Date; end: Date } {
  const start = startOfYesterday(now);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** "2025/11/09" for mail subjects. */
export function formatDay(d: Date): string {
  return new Date(d.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, "/");
}

const WEEKDAYS_JA = ["日", "月", "火", "水", "木", "金", "土"];

/** "2025/11/09(日)": the JST date with its weekday. */
export function formatDayWithWeekday(d: Date): string {
  const jst = new Date(d.getTime() + JST_OFFSET_MS);
  return `${formatDay(d)}(${WEEKDAYS_JA[jst.getUTCDay()]})`;
}

export function isWeekend(d: Date): boolean {
  const day = d.getUTCDay();
  return day === 0 || day === 6;
}

export function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}
