// Helpers for the "due" field. The API sends due dates as plain days: "2024-05-01".

export type DueInput = string | null | undefined;

export function parseDueDate(value: DueInput): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatDue(value: DueInput, locale = navigator.language): string {
  const d = parseDueDate(value);
  if (!d) return "—";
  return d.toLocaleDateString(locale, { month: "short", day: "numeric" });
}

export function daysUntil(value: DueInput, now: Date = new Date()): number | null {
  const d = parseDueDate(value);
  if (!d) return null;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((d.getTime() - startOfToday.getTime()) / 86_400_000);
}

export function isOverdue(value: DueInput, now: Date = new Date()): boolean {
  const n = daysUntil(value, now);
  return n !== null && n < 0;
}

export function dueLabel(value: DueInput, now: Date = new Date()): string {
  const n = daysUntil(value, now);
  if (n === null) return "";
  if (n === 0) return "today";
  if (n === 1) return "tomorrow";
  return n > 1 ? `in ${n} days` : `${-n} days ago`;
}
