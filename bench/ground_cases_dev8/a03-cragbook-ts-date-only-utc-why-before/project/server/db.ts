import pg from "pg";

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export interface SlotRow {
  id: number;
  kind: "bouldering" | "top-rope" | "youth" | "yoga";
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
}

export async function listSlots(from: string, days: number): Promise<SlotRow[]> {
  const { rows } = await pool.query(
    `SELECT s.id, s.kind, s.starts_at AS "startsAt", s.ends_at AS "endsAt", s.capacity,
            (SELECT count(*)::int FROM bookings b WHERE b.slot_id = s.id) AS booked
       FROM slots s
      WHERE s.starts_at >= $1::date AND s.starts_at < $1::date + $2 * interval '1 day'
      ORDER BY s.starts_at`,
    [from, days],
  );
  return rows;
}
