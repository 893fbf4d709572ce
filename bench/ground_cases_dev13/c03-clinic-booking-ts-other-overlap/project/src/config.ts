// Clinic-wide settings. The API runs in Docker with TZ=UTC; clinic times are local.
export const CLINIC_TZ = process.env.CLINIC_TZ ?? "Asia/Shanghai";

export const SLOT_MINUTES = Number(process.env.SLOT_MINUTES ?? 30);

export interface OpeningHours {
  open: string; // "09:00"
  close: string; // "17:30"
  lunch?: { from: string; to: string };
}

const WEEKDAY: OpeningHours = { open: "09:00", close: "17:30", lunch: { from: "12:00", to: "13:00" } };
const SATURDAY: OpeningHours = { open: "09:00", close: "12:00" };

// Index 0 is Sunday, as returned by Date#getUTCDay on the clinic day.
export const OPENING_HOURS: (OpeningHours | null)[] = [
  null,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  SATURDAY,
];

export const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://clinic:clinic@localhost:5432/clinic";

export const PORT = Number(process.env.PORT ?? 3000);

// A patient may hold at most this many future bookings (front desk can override).
export const MAX_OPEN_BOOKINGS = Number(process.env.MAX_OPEN_BOOKINGS ?? 3);
