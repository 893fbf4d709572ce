// Date helpers for the course pages. All dates are local calendar dates (the
// course runs in Japan); times of day are ignored.

export const WEEKDAYS_JA = ["日", "月", "火", "水", "木", "金", "土"];

/** A new Date `days` calendar days after `date` (local time). */
export function addDays(date, days) {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  d.setDate(d.getDate() + days);
  return d;
}

/** "YYYY-MM-DD" key used by HOLIDAYS and the slide file names. */
export function toISO(date) {
  return date.toISOString().slice(0, 10);
}

/** "11/3 (月)" for the schedule table. */
export function formatShort(date) {
  return `${date.getMonth() + 1}/${date.getDate()} (${WEEKDAYS_JA[date.getDay()]})`;
}

/** Parse "YYYY-MM-DD" as a local date. */
export function parseISO(text) {
  const [y, m, d] = text.split("-").map(Number);
  return new Date(y, m - 1, d);
}

/** Whole weeks between two local dates (used for the "this week" highlight). */
export function weeksBetween(a, b) {
  const ms = parseISO(toISO(b)) - parseISO(toISO(a));
  return Math.floor(ms / (7 * 24 * 60 * 60 * 1000));
}
