// Date helpers for the ops console. The console is used in Asia/Shanghai,
// the order API takes plain YYYY-MM-DD strings for date filters.

const pad = (n: number) => String(n).padStart(2, "0");

/** Local calendar day of a Date, for display: 2026-03-01 */
export function formatDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Display a timestamp from the API (ISO with offset) as local time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${formatDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Date sent to the API as a query parameter. */
export function toApiDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Parse the value of an <input type="date"> into a local-midnight Date. */
export function fromInputValue(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

export function addDays(d: Date, days: number): Date {
  const out = new Date(d);
  out.setDate(out.getDate() + days);
  return out;
}

export function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
