import { SHOP_TIME_ZONE, addMinutes, overlaps } from "./dates.js";
import type { Booking, StaffHours } from "../store.js";

export interface Slot {
  start: Date;
  end: Date;
  staffId: string;
}

function wallClockToUtc(day: string, hhmm: string, timeZone: string): Date {
  // Interpret "day hh:mm" as wall-clock time in the shop's zone.
  const guess = new Date(`${day}T${hhmm}:00Z`);
  const shown = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour12: false,
    year: "numeric", month: "2-digit", day: "2-digit",
    hour: "2-digit", minute: "2-digit",
  }).formatToParts(guess);
  const get = (t: string) => Number(shown.find((p) => p.type === t)?.value);
  const asIfUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour") % 24, get("minute"));
  return new Date(guess.getTime() - (asIfUtc - guess.getTime()));
}

export function buildSlots(
  day: string,
  hours: StaffHours,
  taken: Booking[],
  stepMin: number,
  timeZone = SHOP_TIME_ZONE,
): Slot[] {
  const slots: Slot[] = [];
  let start = wallClockToUtc(day, hours.open, timeZone);
  const close = wallClockToUtc(day, hours.close, timeZone);
  while (addMinutes(start, stepMin) <= close) {
    const end = addMinutes(start, stepMin);
    const busy = taken.some((b) => b.staffId === hours.staffId && overlaps(start, end, b.startsAt, b.endsAt));
    if (!busy) slots.push({ start, end, staffId: hours.staffId });
    start = end;
  }
  return slots;
}
