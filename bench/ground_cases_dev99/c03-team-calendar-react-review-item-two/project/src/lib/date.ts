// Date helpers for the calendar. Everything works in the browser's local time.

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(d: Date, n: number): Date {
  const out = new Date(d);
  out.setDate(out.getDate() + n);
  return out;
}

export function startOfDay(d: Date): Date {
  const out = new Date(d);
  out.setHours(0, 0, 0, 0);
  return out;
}

/** "YYYY-MM-DD" of `d` in local time (toISOString() would give the UTC date). */
export function toLocalISODate(d: Date): string {
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** Parses "YYYY-MM-DD" as local midnight (new Date("YYYY-MM-DD") is UTC midnight). */
export function fromLocalISODate(s: string): Date {
  const [y, m, d] = s.split("-").map(Number);
  return new Date(y, m - 1, d);
}

/** Monday 00:00 of the week that holds `d` (our weeks start on Monday). */
export function startOfWeek(d: Date): Date {
  const day = d.getDay(); // 0 = Sunday ... 6 = Saturday
  return startOfDay(addDays(d, 1 - day));
}

export function weekDays(d: Date): Date[] {
  const start = startOfWeek(d);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

const WEEKDAY = "日一二三四五六";

export function formatDay(d: Date): string {
  return `${d.getMonth() + 1}月${d.getDate()}日 周${WEEKDAY[d.getDay()]}`;
}

export function formatTime(d: Date): string {
  const hh = String(d.getHours()).padStart(2, "0");
  const mm = String(d.getMinutes()).padStart(2, "0");
  return `${hh}:${mm}`;
}
