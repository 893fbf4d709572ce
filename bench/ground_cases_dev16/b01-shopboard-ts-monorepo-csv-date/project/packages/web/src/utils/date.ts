// Display helpers for the admin UI. Always format in Japan time, whatever the
// browser's own time zone is (some of the ops team work from Vietnam).

const dateFmt = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const dateTimeFmt = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** 2024/05/10 */
export function formatDate(value: string | Date): string {
  return dateFmt.format(typeof value === "string" ? new Date(value) : value);
}

/** 2024/05/10 12:00 */
export function formatDateTime(value: string | Date): string {
  return dateTimeFmt.format(typeof value === "string" ? new Date(value) : value);
}

/** Value for <input type="date">, in Japan time. */
export function formatDateForInput(d: Date): string {
  return d.toLocaleDateString("sv-SE", { timeZone: "Asia/Tokyo" });
}

export function isSameJstDay(a: Date, b: Date): boolean {
  return formatDateForInput(a) === formatDateForInput(b);
}
