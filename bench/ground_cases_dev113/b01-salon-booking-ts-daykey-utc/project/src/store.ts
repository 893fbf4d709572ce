export interface Booking {
  id: string;
  customerName: string;
  staffId: string;
  menu: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
}

export interface StaffHours {
  staffId: string;
  open: string; // "10:00", shop wall clock
  close: string; // "19:00"
  slotMinutes: number;
}

const bookings: Booking[] = [];

export const staffHours: StaffHours[] = [
  { staffId: "aoki", open: "08:00", close: "17:00", slotMinutes: 30 },
  { staffId: "mori", open: "10:00", close: "19:00", slotMinutes: 60 },
];

export function listBookings(): Booking[] {
  return bookings.filter((b) => !b.cancelled);
}

export function addBooking(b: Booking): Booking {
  bookings.push(b);
  return b;
}

export function hoursFor(staffId: string): StaffHours | undefined {
  return staffHours.find((h) => h.staffId === staffId);
}
