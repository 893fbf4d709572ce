// Browser-side date helpers. Everything here is in the user's local time zone.

const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"];

export function toDateKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function weekDays(start: Date): Date[] {
  return Array.from({ length: 7 }, (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i));
}

export function formatDay(d: Date): string {
  return `${d.getMonth() + 1}/${d.getDate()} (${WEEKDAYS[d.getDay()]})`;
}
