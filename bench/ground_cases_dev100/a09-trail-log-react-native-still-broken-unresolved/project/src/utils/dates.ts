/**
 * Trip timestamps arrive as "YYYY-MM-DD HH:mm:ss" in UTC (the legacy API format).
 * JavaScriptCore (iOS) accepts the space; Hermes (Android) only parses ISO 8601,
 * so turn it into "YYYY-MM-DDTHH:mm:ssZ" first.
 */
export function parseApiDate(value: string): Date {
  const iso = value.trim().replace(" ", "T");
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
});

export function formatTripDay(value: string): string {
  const date = parseApiDate(value);
  return dayFormat.format(date);
}

export function isToday(value: string, now: Date = new Date()): boolean {
  const d = parseApiDate(value);
  return (
    d.getFullYear() === now.getFullYear() &&
    d.getMonth() === now.getMonth() &&
    d.getDate() === now.getDate()
  );
}

export function relativeDays(value: string, now: Date = new Date()): string {
  const ms = now.getTime() - parseApiDate(value).getTime();
  const days = Math.floor(ms / 86_400_000);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}
