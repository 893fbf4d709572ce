import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";
import "dayjs/locale/zh-cn";

dayjs.extend(relativeTime);
dayjs.locale("zh-cn");

/**
 * Timestamps from our APIs are ISO 8601 strings. They are parsed as they come:
 * with an offset ("Z", "+08:00") they are exact; without one dayjs treats them as
 * the browser's local time.
 */
export function formatTime(value: string | null | undefined, pattern = "YYYY-MM-DD HH:mm"): string {
  if (!value) return "—";
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : "—";
}

export function fromNow(value: string | null | undefined): string {
  if (!value) return "";
  return dayjs(value).fromNow();
}

export function isToday(value: string): boolean {
  return dayjs(value).isSame(dayjs(), "day");
}

export function toMillis(value: string | null | undefined): number {
  if (!value) return 0;
  const d = dayjs(value);
  return d.isValid() ? d.valueOf() : 0;
}
