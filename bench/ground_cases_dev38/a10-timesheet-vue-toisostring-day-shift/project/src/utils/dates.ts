/** Date helpers. Dates without a time are "YYYY-MM-DD" strings in the user's local calendar. */

export type ISODate = string;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local calendar day of `d` as YYYY-MM-DD. */
export function toISODate(d: Date): ISODate {
  return d.toISOString().slice(0, 10);
}

/** Parses YYYY-MM-DD as local midnight. */
export function fromISODate(s: ISODate): Date {
  const [y, m, day] = s.split("-").map(Number);
  return new Date(y, m - 1, day);
}

export function addDays(s: ISODate, n: number): ISODate {
  const d = fromISODate(s);
  d.setDate(d.getDate() + n);
  return toISODate(d);
}

/** Monday of the week that contains `s`. */
export function startOfWeek(s: ISODate): ISODate {
  const d = fromISODate(s);
  const offset = (d.getDay() + 6) % 7;
  return addDays(s, -offset);
}

export function daysBetween(a: ISODate, b: ISODate): number {
  return Math.round((fromISODate(b).getTime() - fromISODate(a).getTime()) / DAY_MS);
}

export function formatDay(s: ISODate, locale = navigator.language): string {
  return fromISODate(s).toLocaleDateString(locale, { weekday: "short", day: "numeric", month: "short" });
}

export function formatHours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h}h` : `${h}h ${String(m).padStart(2, "0")}m`;
}
