// Date helpers for the API. Timestamps are stored as timestamptz (UTC) in Postgres;
// anything shown to people is in Japan time.

export const JST_OFFSET_MINUTES = 9 * 60;

export function addDays(d: Date, days: number): Date {
  const copy = new Date(d.getTime());
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy;
}

/** Midnight in Japan time for the day `d` falls on, as a UTC instant. */
export function startOfDayJst(d: Date): Date {
  const shifted = new Date(d.getTime() + JST_OFFSET_MINUTES * 60_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - JST_OFFSET_MINUTES * 60_000);
}

/** Range [from, to) covering whole JST days, used by the report queries. */
export function jstDayRange(from: Date, to: Date): { from: Date; to: Date } {
  return { from: startOfDayJst(from), to: addDays(startOfDayJst(to), 1) };
}

/** "YYYY-MM-DD" for CSV exports (Excel reads this as a date). */
export function formatDateForCsv(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:mm" for CSV exports. */
export function formatDateTimeForCsv(d: Date): string {
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(d);
  return parts.replace("T", " ");
}
