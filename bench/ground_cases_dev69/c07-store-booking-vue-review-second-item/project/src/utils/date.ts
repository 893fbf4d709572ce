/** Date helpers for the booking pages. All dates are the user's local calendar dates. */

/** Date -> "YYYY-MM-DD" as used by <input type="date"> and the API. */
export function toDateString(d: Date): string {
  // not toISOString(): that is UTC, which is still "yesterday" before 08:00 in UTC+8
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** "YYYY-MM-DD" -> Date at local midnight. */
export function parseDateString(s: string): Date {
  const [y, m, d] = s.split("-").map(Number);
  return new Date(y, m - 1, d);
}

const WEEKDAYS = ["日", "一", "二", "三", "四", "五", "六"];

/** "2025-11-20" -> "11月20日 周四" */
export function formatBookingDate(s: string): string {
  const d = parseDateString(s);
  return `${d.getMonth() + 1}月${d.getDate()}日 周${WEEKDAYS[d.getDay()]}`;
}

export function isWeekend(s: string): boolean {
  const day = parseDateString(s).getDay();
  return day === 0 || day === 6;
}
