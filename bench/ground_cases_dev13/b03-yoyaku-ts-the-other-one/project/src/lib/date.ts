/**
 * Date helpers. All salons are in Japan: the API speaks JST calendar dates
 * ("2025-11-14") while the database stores UTC instants.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** [start, end) of a JST calendar day, as UTC instants. */
export function dayRangeJst(date: string): { start: Date; end: Date } {
  if (!DATE_RE.test(date)) {
    throw new RangeError(`invalid date: ${date}`);
  }
  const start = new Date(`${date}T00:00:00+09:00`);
  const end = new Date(start.getTime() + DAY_MS);
  return { start, end };
}

/** The JST calendar date (YYYY-MM-DD) of an instant. */
export function toJstDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The JST wall-clock time (HH:mm) of an instant. */
export function toJstTime(instant: Date): string {
  const jst = new Date(instant.getTime() + JST_OFFSET_MS);
  return jst.toISOString().slice(11, 16);
}

/** Today's JST date, for defaults. */
export function todayJst(now: Date = new Date()): string {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  return jst.toISOString().slice(0, 10);
}
