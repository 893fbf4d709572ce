// Due dates are calendar days ("2025-11-20"), stored without a time or zone.
// Everything here compares them with the *user's* calendar day.

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The local calendar day of `d` as YYYY-MM-DD. */
export function dayKey(d: Date = new Date()): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}

export function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * MS_PER_DAY);
}

export function isOverdue(due: string, now: Date = new Date()): boolean {
  return due < dayKey(now);
}

export function isDueToday(due: string, now: Date = new Date()): boolean {
  return due === dayKey(now);
}

export function isDueTomorrow(due: string, now: Date = new Date()): boolean {
  const tomorrow = addDays(now, 1).toISOString().slice(0, 10);
  return due === tomorrow;
}

export type DueStatus = "overdue" | "tomorrow" | "today" | "later" | "none";

export function dueStatus(due: string | null, now: Date = new Date()): DueStatus {
  if (!due) return "none";
  if (isOverdue(due, now)) return "overdue";
  if (isDueTomorrow(due, now)) return "tomorrow";
  if (isDueToday(due, now)) return "today";
  return "later";
}
