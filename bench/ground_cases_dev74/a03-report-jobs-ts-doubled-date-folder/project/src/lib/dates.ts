/** Date helpers for report jobs. All in UTC; reports cover whole UTC days. */

export function formatDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function isoWeek(d: Date): string {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((t.getTime() - yearStart.getTime()) / 86400000 + 1) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

export function previousWeek(runDate: Date): { from: Date; to: Date } {
  const to = new Date(Date.UTC(runDate.getUTCFullYear(), runDate.getUTCMonth(), runDate.getUTCDate()));
  const day = to.getUTCDay() || 7;
  to.setUTCDate(to.getUTCDate() - (day - 1));
  const from = new Date(to);
  from.setUTCDate(from.getUTCDate() - 7);
  return { from, to };
}

export function previousMonth(runDate: Date): { from: Date; to: Date } {
  const to = new Date(Date.UTC(runDate.getUTCFullYear(), runDate.getUTCMonth(), 1));
  const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 1, 1));
  return { from, to };
}
