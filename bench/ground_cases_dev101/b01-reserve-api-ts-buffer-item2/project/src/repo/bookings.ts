import pg from "pg";

export type BookingStatus = "pending" | "confirmed" | "cancelled";

export interface Booking {
  id: string;
  storeId: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  customerName: string;
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

function toBooking(row: Record<string, unknown>): Booking {
  return {
    id: String(row.id),
    storeId: String(row.store_id),
    startsAt: new Date(row.starts_at as string),
    endsAt: new Date(row.ends_at as string),
    status: row.status as BookingStatus,
    customerName: String(row.customer_name),
  };
}

export async function findBookings(storeId: string, from: Date, to: Date): Promise<Booking[]> {
  const { rows } = await pool.query(
    `SELECT id, store_id, starts_at, ends_at, status, customer_name
       FROM bookings
      WHERE store_id = $1 AND starts_at < $3 AND ends_at > $2
      ORDER BY starts_at`,
    [storeId, from, to],
  );
  return rows.map(toBooking);
}

export async function cancelBooking(id: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE bookings SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status <> 'cancelled'`,
    [id],
  );
  return (rowCount ?? 0) > 0;
}
