export type DateInput = Date | string | number;

function toDate(d: DateInput): Date {
  return d instanceof Date ? d : new Date(d);
}

/** 2025年3月12日 / Mar 12, 2025 / 12.03.2025, depending on the locale. */
export function formatDate(d: DateInput, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(toDate(d));
}

export function formatTime(d: DateInput, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(toDate(d));
}

/** Short range for list headers, e.g. "Mar 3 – 9". */
export function formatRange(start: DateInput, end: DateInput, locale: string): string {
  const fmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  const a = toDate(start);
  const b = toDate(end);
  // formatRange is missing in Safari < 14.1
  if (typeof fmt.formatRange === 'function') {
    return fmt.formatRange(a, b);
  }
  return `${fmt.format(a)} – ${fmt.format(b)}`;
}

const DAY = 24 * 60 * 60 * 1000;

export function nightsBetween(checkIn: DateInput, checkOut: DateInput): number {
  const a = toDate(checkIn);
  const b = toDate(checkOut);
  const utcA = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const utcB = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.max(0, Math.round((utcB - utcA) / DAY));
}

export function weekBounds(today: DateInput = new Date()): [Date, Date] {
  const d = toDate(today);
  const monday = new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7));
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return [monday, sunday];
}
