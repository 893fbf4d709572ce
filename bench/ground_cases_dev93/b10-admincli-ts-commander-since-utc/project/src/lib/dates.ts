import { InvalidArgumentError } from "commander";

// Date helpers. The company works in Japan time; the servers and the admin API use UTC.

export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `n` whole days before `now`. */
export function daysAgo(n: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - n * DAY_MS);
}

/** Parse a --since/--until value: YYYY-MM-DD (a day in Japan time) or a full ISO timestamp. */
export function parseDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new InvalidArgumentError(`not a date: ${value}`);
  }
  return date;
}

/** commander parser for integer options such as --inactive-days. */
export function parsePositiveInt(value: string): number {
  const n = Number.parseInt(value, 10);
  if (!Number.isInteger(n) || n <= 0) {
    throw new InvalidArgumentError(`not a positive integer: ${value}`);
  }
  return n;
}

/** YYYY-MM-DD of `date` in Japan time. */
export function jstDay(date: Date): string {
  return new Date(date.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

export function formatJst(date: Date): string {
  return new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}
