// Date helpers shared by the booking routes and the slot builder.

export const SHOP_TIME_ZONE = process.env.SHOP_TZ ?? "Asia/Tokyo";

const MS_PER_MINUTE = 60_000;

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * MS_PER_MINUTE);
}

export function addDays(d: Date, days: number): Date {
  return addMinutes(d, days * 24 * 60);
}

const DATE_PARAM = /^\d{4}-\d{2}-\d{2}$/;

/** true for a real calendar date written "YYYY-MM-DD". */
export function isValidDateParam(value: string): boolean {
  if (!DATE_PARAM.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** "YYYY-MM-DD" key used to group bookings per calendar day. */
export function dayKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** "HH:mm" in the shop's time zone, for the admin screen. */
export function clockLabel(d: Date, timeZone = SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat("ja-JP", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(d);
}

export function overlaps(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return aStart < bEnd && bStart < aEnd;
}
