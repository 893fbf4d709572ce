import { isValidZone } from "./zone";

export interface FormatOptions {
  locale?: string;
  timeZone?: string;
  style?: "short" | "medium" | "long";
}

const STYLES = {
  short: { dateStyle: "short" },
  medium: { dateStyle: "medium", timeStyle: "short" },
  long: { dateStyle: "long", timeStyle: "long" },
} as const;

export function formatDate(date: Date, opts: FormatOptions = {}): string {
  const { locale = "en-US", timeZone = "UTC", style = "medium" } = opts;
  if (!isValidZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  return new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone }).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

export function formatRelative(date: Date, now: Date = new Date(), locale = "en-US"): string {
  const diff = Math.round((date.getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, seconds] of UNITS) {
    if (Math.abs(diff) >= seconds || unit === "second") {
      return rtf.format(Math.round(diff / seconds), unit);
    }
  }
  return rtf.format(0, "second");
}
