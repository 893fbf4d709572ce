import { sql } from "./db";

export type BookingRow = {
  id: string;
  customer_id: string;
  service_name: string;
  practitioner: string;
  day: Date; // DATE column, postgres.js gives local midnight
  start_time: string; // TIME column, "09:30:00"
  duration_min: number;
  status: "booked" | "cancelled" | "done";
};

export type Booking = {
  id: string;
  service: string;
  practitioner: string;
  date: string; // YYYY-MM-DD
  time: string; // HH:MM
  durationMin: number;
  status: BookingRow["status"];
};

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    service: row.service_name,
    practitioner: row.practitioner,
    date: row.day.toISOString().slice(0, 10),
    time: row.start_time.slice(0, 5),
    durationMin: row.duration_min,
    status: row.status,
  };
}

export async function upcomingFor(customerId: string): Promise<Booking[]> {
  const rows = await sql<BookingRow[]>`
    SELECT id, customer_id, service_name, practitioner, day, start_time, duration_min, status
    FROM bookings
    WHERE customer_id = ${customerId} AND day >= CURRENT_DATE AND status = 'booked'
    ORDER BY day, start_time`;
  return rows.map(toBooking);
}

export async function cancelBooking(customerId: string, bookingId: string): Promise<boolean> {
  const result = await sql`
    UPDATE bookings SET status = 'cancelled'
    WHERE id = ${bookingId} AND customer_id = ${customerId} AND status = 'booked'`;
  return result.count === 1;
}
