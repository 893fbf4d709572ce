import type { Booking } from "../repo/bookings.js";
import { dayStart, formatHHmm, MINUTE } from "../lib/time.js";

export interface SlotOptions {
  openHour?: number;
  closeHour?: number;
  slotMinutes?: number;
  bufferMinutes?: number;
  now?: Date;
}

export interface Slot {
  start: string;
  end: string;
  label: string;
  available: boolean;
}

export function listSlots(date: string, bookings: Booking[], opts: SlotOptions = {}): Slot[] {
  const openHour = opts.openHour ?? 10;
  const closeHour = opts.closeHour ?? 20;
  const step = (opts.slotMinutes ?? 30) * MINUTE;
  const buffer = (opts.bufferMinutes ?? 0) * MINUTE;
  const now = (opts.now ?? new Date()).getTime();

  const base = dayStart(date).getTime();
  const openMs = base + openHour * 60 * MINUTE;
  const closeMs = base + closeHour * 60 * MINUTE;

  const slots: Slot[] = [];
  for (let t = openMs; t + step < closeMs; t += step) {
    const end = t + step;
    slots.push({
      start: new Date(t).toISOString(),
      end: new Date(end).toISOString(),
      label: formatHHmm(new Date(t)),
      available: t > now && !conflicts(t, end, bookings, buffer),
    });
  }
  return slots;
}

function conflicts(start: number, end: number, bookings: Booking[], buffer: number): boolean {
  return bookings.some((b) => {
    if (b.status === "cancelled") return false;
    return b.startsAt.getTime() < end + buffer && b.endsAt.getTime() > start;
  });
}

export function firstAvailable(slots: Slot[]): Slot | undefined {
  return slots.find((s) => s.available);
}

export function countAvailable(slots: Slot[]): number {
  return slots.filter((s) => s.available).length;
}
