// Due dates come from the API as plain calendar days ("2025-11-04"), no time, no zone.

const DAY_MS = 24 * 60 * 60 * 1000;

export function parseDue(value: string): Date {
  // new Date("2025-11-04") is UTC midnight, i.e. Nov 3 in the Americas; build local midnight instead.
  const [y, m, d] = value.split("-").map(Number);
  return new Date(y, m - 1, d);
}

export function formatDue(value: string | null, locale = navigator.language): string {
  if (!value) {
    return "No due date";
  }
  return parseDue(value).toLocaleDateString(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
  });
}

export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function daysUntil(value: string, now = new Date()): number {
  return Math.round((parseDue(value).getTime() - startOfToday(now).getTime()) / DAY_MS);
}

export function isOverdue(value: string | null, now = new Date()): boolean {
  return value !== null && daysUntil(value, now) < 0;
}

export function toApiDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}
