/** Display helpers for receipt headers. Receipts are always printed in en-US. */
const LOCALE = "en-US";

export function formatTime(d: Date, timeZone = "UTC"): string {
  return d.toLocaleTimeString(LOCALE, { hour: "numeric", minute: "2-digit", timeZone });
}

export function formatDate(d: Date, timeZone = "UTC"): string {
  return d.toLocaleDateString(LOCALE, { year: "numeric", month: "short", day: "numeric", timeZone });
}

export function formatStamp(d: Date, timeZone = "UTC"): string {
  return `${formatDate(d, timeZone)} ${formatTime(d, timeZone)}`;
}

export function minutesAgo(d: Date, now: Date = new Date()): string {
  const mins = Math.round((now.getTime() - d.getTime()) / 60000);
  if (mins < 1) return "just now";
  if (mins === 1) return "1 minute ago";
  if (mins < 60) return `${mins} minutes ago`;
  const hours = Math.floor(mins / 60);
  return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
}

export function shiftLabel(d: Date, timeZone = "UTC"): string {
  const hour = Number(d.toLocaleString(LOCALE, { hour: "numeric", hour12: false, timeZone }));
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}
