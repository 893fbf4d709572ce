const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 60 * 60 * 24 * 365],
  ["month", 60 * 60 * 24 * 30],
  ["week", 60 * 60 * 24 * 7],
  ["day", 60 * 60 * 24],
  ["hour", 60 * 60],
  ["minute", 60],
  ["second", 1],
];

const cache = new Map<string, Intl.RelativeTimeFormat>();

function rtf(locale: string): Intl.RelativeTimeFormat {
  let f = cache.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    cache.set(locale, f);
  }
  return f;
}

/** "3 分前", "昨日", "2 時間後" … relative to now. */
export function formatRelative(value: string | Date, now: Date = new Date(), locale = "ja"): string {
  const d = typeof value === "string" ? new Date(value) : value;
  const diffSec = (d.getTime() - now.getTime()) / 1000;
  for (const [unit, sec] of UNITS) {
    if (Math.abs(diffSec) >= sec || unit === "second") {
      return rtf(locale).format(Math.trunc(diffSec / sec), unit);
    }
  }
  return rtf(locale).format(0, "second");
}
