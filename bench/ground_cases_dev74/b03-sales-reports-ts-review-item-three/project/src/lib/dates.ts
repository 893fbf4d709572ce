const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** "2025-10" for the given year and 1-based month. */
export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** Month key ("2025-10") of an instant, in JST. */
export function jstMonthKey(d: Date): string {
  const jst = new Date(d.getTime() + JST_OFFSET_MS);
  return monthKey(jst.getUTCFullYear(), jst.getUTCMonth() + 1);
}

/** The previous calendar month in JST, as [year, month]. */
export function previousMonthJst(now: Date = new Date()): [number, number] {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  const y = jst.getUTCFullYear();
  const m = jst.getUTCMonth(); // 0-based: this is already "last month" as 1-based
  return m === 0 ? [y - 1, 12] : [y, m];
}

/** [start, end) of a JST month as UTC instants. */
export function jstMonthRange(year: number, month: number): [Date, Date] {
  const start = new Date(Date.UTC(year, month - 1, 1) - JST_OFFSET_MS);
  const end = new Date(Date.UTC(year, month, 1) - JST_OFFSET_MS);
  return [start, end];
}

export function formatJstDate(d: Date): string {
  const jst = new Date(d.getTime() + JST_OFFSET_MS);
  return jst.toISOString().slice(0, 10);
}
