// Display helpers for the booking widget. The gym is in Denver, but the widget
// renders in the visitor's own timezone (most visitors are local anyway).

const dayFmt = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" });
const timeFmt = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** "Sat, Jun 8" for the day a group of slots belongs to. */
export function formatSlotDay(date: string): string {
  const d = new Date(date);
  return dayFmt.format(d);
}

/** "6:30 PM" for a slot start or end (ISO 8601 timestamp). */
export function formatSlotTime(iso: string): string {
  return timeFmt.format(new Date(iso));
}

/** "6:30 – 8:00 PM" */
export function formatSlotRange(startIso: string, endIso: string): string {
  return timeFmt.formatRange(new Date(startIso), new Date(endIso));
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}
