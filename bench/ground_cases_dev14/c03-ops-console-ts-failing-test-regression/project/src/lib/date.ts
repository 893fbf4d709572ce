import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";

dayjs.extend(utc);
dayjs.extend(timezone);

export const TZ = "Asia/Shanghai";

/** API timestamps are ISO strings in UTC; pages show Beijing time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  return dayjs.utc(iso).tz(TZ).format("YYYY-MM-DD HH:mm");
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  return dayjs.utc(iso).tz(TZ).format("YYYY-MM-DD");
}

/** Milliseconds between two API timestamps, or NaN when either is missing. */
export function elapsedMs(from: string | null, to: string | null): number {
  if (!from || !to) return Number.NaN;
  return dayjs.utc(to).diff(dayjs.utc(from));
}

/** Start and end of "today" in Beijing time, as UTC ISO strings for the API. */
export function todayRange(): [string, string] {
  const start = dayjs().tz(TZ).startOf("day");
  return [start.utc().toISOString(), start.add(1, "day").utc().toISOString()];
}

export function isOverdue(deadline: string | null, now: Date = new Date()): boolean {
  return !!deadline && dayjs.utc(deadline).isBefore(now);
}
