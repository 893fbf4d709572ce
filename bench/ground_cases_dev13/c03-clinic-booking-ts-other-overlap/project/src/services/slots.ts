import { CLINIC_TZ, SLOT_MINUTES, type OpeningHours } from "../config";
import { addMinutes, atClinicTime } from "../utils/time";

export interface Interval {
  start: Date;
  end: Date;
}

export interface Slot extends Interval {
  label: string;
  doctorId: string;
}

const LABEL_FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: CLINIC_TZ,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "09:30" for a slot starting at 09:30 clinic time, whatever the server's TZ is. */
export function slotLabel(start: Date): string {
  return LABEL_FORMAT.format(start);
}

export function isOverlapping(a: Interval, b: Interval): boolean {
  return a.start.getTime() <= b.end.getTime() && b.start.getTime() <= a.end.getTime();
}

/** Free slots of one doctor on one day, skipping lunch and taken bookings. */
export function generateSlots(day: string, hours: OpeningHours, doctorId: string, taken: Interval[]): Slot[] {
  const slots: Slot[] = [];
  const close = atClinicTime(day, hours.close);
  const lunch = hours.lunch
    ? { start: atClinicTime(day, hours.lunch.from), end: atClinicTime(day, hours.lunch.to) }
    : null;
  let start = atClinicTime(day, hours.open);
  while (addMinutes(start, SLOT_MINUTES).getTime() <= close.getTime()) {
    const slot = { start, end: addMinutes(start, SLOT_MINUTES) };
    const blocked = (lunch !== null && isOverlapping(slot, lunch)) || taken.some((t) => isOverlapping(slot, t));
    if (!blocked) {
      slots.push({ ...slot, label: slotLabel(start), doctorId });
    }
    start = slot.end;
  }
  return slots;
}
