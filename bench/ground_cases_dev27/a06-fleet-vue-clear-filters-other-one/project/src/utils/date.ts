const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A Date as the "YYYY-MM" value the API and the month picker use. */
export function toMonthValue(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
}

/** "2025-11" -> "Nov 2025" */
export function formatMonth(value: string): string {
  const d = new Date(`${value}-01T00:00:00`);
  return `${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** The current month and the next `count - 1`, as picker values. */
export function upcomingMonths(count: number, from: Date = new Date()): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(toMonthValue(new Date(from.getFullYear(), from.getMonth() + i, 1)));
  }
  return out;
}

/** Days until an ISO date, negative when it has passed. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  const target = new Date(iso);
  const ms = target.getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return Math.round(ms / 86_400_000);
}
