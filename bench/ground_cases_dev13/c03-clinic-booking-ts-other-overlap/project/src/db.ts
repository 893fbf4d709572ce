import pg from "pg";
import { DATABASE_URL } from "./config";
import type { Interval } from "./services/slots";

export const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

export interface Booking extends Interval {
  id: number;
  doctorId: string;
  patientId: string;
}

/** Bookings of a doctor that touch the given clinic day (start/end are timestamptz). */
export async function bookingsForDoctor(doctorId: string, from: Date, to: Date): Promise<Booking[]> {
  const { rows } = await pool.query(
    `SELECT id, doctor_id, patient_id, starts_at, ends_at
       FROM bookings
      WHERE doctor_id = $1 AND cancelled_at IS NULL
        AND starts_at < $3 AND ends_at > $2
      ORDER BY starts_at`,
    [doctorId, from, to],
  );
  return rows.map((r) => ({
    id: r.id,
    doctorId: r.doctor_id,
    patientId: r.patient_id,
    start: r.starts_at,
    end: r.ends_at,
  }));
}

export async function insertBooking(doctorId: string, patientId: string, slot: Interval): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO bookings (doctor_id, patient_id, starts_at, ends_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [doctorId, patientId, slot.start, slot.end],
  );
  return rows[0].id;
}
