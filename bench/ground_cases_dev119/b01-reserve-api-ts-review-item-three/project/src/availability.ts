import type { Reservation } from "./db";

export const OPEN_HOUR = 9;
export const CLOSE_HOUR = 21;
export const SLOT_MINUTES = 60;

export type Slot = { start: Date; end: Date };

export function parseDay(day: string): Date {
  // day is "YYYY-MM-DD"
  return new Date(day);
}

export function isClosedDay(day: string): boolean {
  const d = parseDay(day);
  return d.getDay() === 0; // closed on Sundays
}

export function overlaps(a: Slot, b: Slot): boolean {
  return a.start < b.end && b.start < a.end;
}

export function daySlots(day: string): Slot[] {
  const base = parseDay(day);
  const slots: Slot[] = [];
  for (let h = OPEN_HOUR; h < CLOSE_HOUR; h += SLOT_MINUTES / 60) {
    const start = new Date(base);
    start.setHours(h, 0, 0, 0);
    const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
    slots.push({ start, end });
  }
  return slots;
}

export function freeSlots(day: string, booked: Reservation[]): Slot[] {
  if (isClosedDay(day)) return [];
  const active = booked.filter((r) => r.status === "active");
  return daySlots(day).filter((slot) => !active.some((r) => overlaps(slot, r)));
}
