import { CLOSED_DATES, SLOT_MINUTES, TOTAL_COVERS, WEEKLY } from "../config/hours.js";
import { coversBooked } from "../db.js";
import { hhmmToMinutes, localLabel, toUtcIso, weekdayOf } from "../lib/time.js";

export interface Slot {
  startsAt: string; // UTC ISO
  label: string; // local HH:mm
  coversLeft: number;
}

export async function listAvailableSlots(date: string, party: number): Promise<Slot[]> {
  if (CLOSED_DATES.has(date)) return [];
  const services = WEEKLY[weekdayOf(date)] ?? [];
  const slots: Slot[] = [];
  for (const service of services) {
    const first = hhmmToMinutes(service.open);
    const last = hhmmToMinutes(service.lastSeating);
    for (let min = first; min <= last; min += SLOT_MINUTES) {
      const startsAt = toUtcIso(date, min);
      const booked = await coversBooked(startsAt);
      const coversLeft = TOTAL_COVERS - booked;
      if (coversLeft >= party) {
        slots.push({ startsAt, label: localLabel(startsAt), coversLeft });
      }
    }
  }
  return slots;
}

export async function isSlotAvailable(startsAt: string, party: number): Promise<boolean> {
  const booked = await coversBooked(startsAt);
  return TOTAL_COVERS - booked >= party;
}
