import { CLINIC_TZ } from "../config";

// Fixed offsets: none of our clinics' zones observe daylight saving time.
const OFFSETS: Record<string, string> = {
  "Asia/Shanghai": "+08:00",
  "Asia/Hong_Kong": "+08:00",
  "Asia/Singapore": "+08:00",
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^\d{2}:\d{2}$/;

/** The instant of `hhmm` on `day` (YYYY-MM-DD) at the clinic. */
export function atClinicTime(day: string, hhmm: string): Date {
  if (!DAY.test(day)) throw new Error(`bad day: ${day}`);
  if (!HHMM.test(hhmm)) throw new Error(`bad time: ${hhmm}`);
  const offset = OFFSETS[CLINIC_TZ];
  if (!offset) throw new Error(`no offset configured for ${CLINIC_TZ}`);
  return new Date(`${day}T${hhmm}:00${offset}`);
}

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}

/** Day of week (0 = Sunday) of a clinic day string. */
export function weekday(day: string): number {
  if (!DAY.test(day)) throw new Error(`bad day: ${day}`);
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function isValidDay(day: unknown): day is string {
  return typeof day === "string" && DAY.test(day) && !Number.isNaN(Date.parse(day));
}
