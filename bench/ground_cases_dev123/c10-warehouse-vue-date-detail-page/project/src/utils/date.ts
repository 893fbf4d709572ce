/** Helpers for dates coming from the orders API. */

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ("2025-11-03") as local midnight; anything else as a timestamp. */
export function parseDate(value: string): Date {
  const m = DATE_ONLY.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
}

/** "2025-11-03" or an ISO timestamp -> "2025/11/03" in the viewer's local time. */
export function formatDate(value: string | null): string {
  if (!value) return "-";
  const d = parseDate(value);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

/** Whole days from today until the given date (negative when it has passed). */
export function daysUntil(value: string): number {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const target = parseDate(value);
  return Math.round((target.getTime() - today.getTime()) / 86_400_000);
}
