const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD in local time. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Last day of the month after `issued` (our default payment terms: 翌月末払い). */
export function dueDate(issued: Date): Date {
  return new Date(issued.getFullYear(), issued.getMonth() + 2, 0);
}
