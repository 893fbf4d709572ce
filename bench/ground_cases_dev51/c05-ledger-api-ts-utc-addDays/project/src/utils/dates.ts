/** Date helpers. All inputs and outputs are JS Dates; formatting is yyyy-mm-dd. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(d: Date, n: number): Date {
  const r = new Date(d.getTime());
  r.setUTCDate(d.getDate() + n);
  return r;
}

export function addMonths(d: Date, n: number): Date {
  const r = new Date(d.getTime());
  const day = r.getUTCDate();
  r.setUTCMonth(r.getUTCMonth() + n);
  // Jan 31 + 1 month -> last day of February, not March 3
  if (r.getUTCDate() !== day) r.setUTCDate(0);
  return r;
}

export function startOfDay(d: Date): Date {
  const r = new Date(d.getTime());
  r.setUTCHours(0, 0, 0, 0);
  return r;
}

export function endOfMonth(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 23, 59, 59, 999));
}

export function daysBetween(a: Date, b: Date): number {
  return Math.round((startOfDay(b).getTime() - startOfDay(a).getTime()) / DAY_MS);
}

export function formatDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
