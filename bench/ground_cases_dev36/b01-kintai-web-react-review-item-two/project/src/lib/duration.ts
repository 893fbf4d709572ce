// Time helpers for the timesheet. Clock values are minutes since 00:00 local time.

export const MINUTES_PER_DAY = 24 * 60;
export const STANDARD_DAY = 8 * 60;

/** "09:30" -> 570. Returns NaN for malformed input. */
export function parseHHMM(value: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return Number.NaN;
  return h * 60 + min;
}

/** 570 -> "9:30" */
export function formatMinutes(total: number): string {
  const sign = total < 0 ? "-" : "";
  const abs = Math.abs(total);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `${sign}${h}:${String(m).padStart(2, "0")}`;
}

/** Minutes between clock-in and clock-out ("22:00", "06:00" style strings). */
export function diffMinutes(start: string, end: string): number {
  const s = parseHHMM(start);
  const e = parseHHMM(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return 0;
  return e - s;
}

/** Worked minutes minus the break, never below zero. */
export function netMinutes(start: string, end: string, breakMinutes: number): number {
  return Math.max(0, diffMinutes(start, end) - breakMinutes);
}

/** Overtime beyond the standard 8h day. */
export function overtimeMinutes(worked: number, standard = STANDARD_DAY): number {
  return Math.max(0, worked - standard);
}

export function sumMinutes(values: number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}
