export interface Booking {
  id: string;
  roomId: string;
  email: string;
  start: Date;
  end: Date;
}

export interface OpeningHours {
  open: string; // "08:00"
  close: string; // "20:00"
}

const MINUTE = 60_000;

export function parseTime(day: Date, hhmm: string): Date {
  const [h, m] = hhmm.split(":").map(Number);
  const d = new Date(day);
  d.setHours(h, m, 0, 0);
  return d;
}

export function overlaps(a: Pick<Booking, "start" | "end">, b: Pick<Booking, "start" | "end">): boolean {
  return a.start <= b.end && b.start <= a.end;
}

export function slotsFor(day: Date, hours: OpeningHours, lengthMin: number, stepMin = 30): Date[] {
  const open = parseTime(day, hours.open);
  const close = parseTime(day, hours.close);
  const slots: Date[] = [];
  for (let t = open.getTime(); t < close.getTime(); t += stepMin * MINUTE) {
    slots.push(new Date(t));
  }
  return slots;
}

export function freeSlots(
  bookings: Booking[],
  roomId: string,
  day: Date,
  hours: OpeningHours,
  lengthMin: number,
): Date[] {
  const taken = bookings.filter((b) => b.roomId === roomId);
  return slotsFor(day, hours, lengthMin).filter((start) => {
    const end = new Date(start.getTime() + lengthMin * MINUTE);
    return !taken.some((b) => overlaps(b, { start, end }));
  });
}
