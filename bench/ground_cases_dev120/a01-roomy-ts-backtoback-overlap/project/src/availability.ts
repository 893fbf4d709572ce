export interface Interval {
  start: Date;
  end: Date;
}

export interface Booking {
  id: string;
  roomId: string;
  start: Date;
  end: Date;
  status: "confirmed" | "cancelled";
  cancelledAt?: Date;
}

export const SLOT_MINUTES = 30;

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start <= b.end && b.start <= a.end;
}

export function busyIntervals(bookings: Booking[], roomId: string): Interval[] {
  return bookings
    .filter((b) => b.roomId === roomId && b.status !== "cancelled")
    .map((b) => ({ start: b.start, end: b.end }));
}

export function daySlots(day: Date, openHour: number, closeHour: number): Interval[] {
  const slots: Interval[] = [];
  const cursor = new Date(day);
  cursor.setHours(openHour, 0, 0, 0);
  const close = new Date(day);
  close.setHours(closeHour, 0, 0, 0);
  while (cursor < close) {
    const end = new Date(cursor.getTime() + SLOT_MINUTES * 60_000);
    slots.push({ start: new Date(cursor), end });
    cursor.setTime(end.getTime());
  }
  return slots;
}

export function freeSlots(
  bookings: Booking[],
  roomId: string,
  from: Date,
  to: Date,
  openHour = 8,
  closeHour = 18,
): Interval[] {
  const busy = busyIntervals(bookings, roomId);
  const result: Interval[] = [];
  for (let day = new Date(from); day <= to; day.setDate(day.getDate() + 1)) {
    for (const slot of daySlots(day, openHour, closeHour)) {
      if (!busy.some((b) => overlaps(slot, b))) {
        result.push(slot);
      }
    }
  }
  return result;
}
