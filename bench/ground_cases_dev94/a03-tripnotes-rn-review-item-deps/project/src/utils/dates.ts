/** Trip dates come from the API as calendar dates ("2025-05-03") with no time or zone. */
export function parseTripDate(value: string): Date {
  // new Date("2025-05-03") would be UTC midnight, i.e. the day before west of UTC
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d);
}

function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export function formatTripDate(value: string, locale = 'en-US'): string {
  return parseTripDate(value).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}

export function formatRange(start: string, end: string, locale = 'en-US'): string {
  const a = parseTripDate(start);
  const b = parseTripDate(end);
  if (a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth()) {
    const month = a.toLocaleDateString(locale, { month: 'short' });
    return `${month} ${a.getDate()}\u2013${b.getDate()}, ${a.getFullYear()}`;
  }
  return `${formatTripDate(start, locale)} \u2013 ${formatTripDate(end, locale)}`;
}

export function nightsBetween(start: string, end: string): number {
  const ms = parseTripDate(end).getTime() - parseTripDate(start).getTime();
  return Math.round(ms / 86_400_000);
}

export function isUpcoming(start: string, now: Date = new Date()): boolean {
  return parseTripDate(start).getTime() >= startOfDay(now).getTime();
}
