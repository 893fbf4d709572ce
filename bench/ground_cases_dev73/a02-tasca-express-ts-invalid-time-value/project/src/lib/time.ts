// Times inside the booking system are "minutes since local midnight" at the restaurant.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

export const RESTAURANT_TZ = process.env.RESTAURANT_TZ ?? "Europe/Lisbon";

export function hhmmToMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export function minutesToHHMM(min: number): string {
  return `${Math.floor(min / 60)}:${String(min % 60).padStart(2, "0")}`;
}

export function toUtcIso(date: string, min: number, tz = RESTAURANT_TZ): string {
  return fromZonedTime(`${date}T${minutesToHHMM(min)}:00`, tz).toISOString();
}

export function localLabel(iso: string, tz = RESTAURANT_TZ): string {
  return formatInTimeZone(new Date(iso), tz, "HH:mm");
}

export function weekdayOf(date: string, tz = RESTAURANT_TZ): number {
  // 0 = Sunday, as in Date#getDay
  return Number(formatInTimeZone(fromZonedTime(`${date}T12:00:00`, tz), tz, "i")) % 7;
}
