import pg from "pg";
import { config } from "./config.js";

const pool = new pg.Pool({ connectionString: config.databaseUrl });

export interface Appointment {
  id: number;
  patientName: string;
  doctorName: string;
  lineUserId: string | null;
  startsAt: Date;
}

type Flags = { dayBeforeSent?: boolean; sameDaySent?: boolean };

export const db = {
  async appointmentsBetween(from: Date, to: Date, flags: Flags): Promise<Appointment[]> {
    const cond: string[] = ["a.starts_at >= $1", "a.starts_at < $2", "a.status = 'booked'"];
    if (flags.dayBeforeSent === false) cond.push("a.day_before_sent_at IS NULL");
    if (flags.sameDaySent === false) cond.push("a.same_day_sent_at IS NULL");
    const { rows } = await pool.query(
      `SELECT a.id, p.name AS "patientName", d.name AS "doctorName",
              p.line_user_id AS "lineUserId", a.starts_at AS "startsAt"
         FROM appointments a
         JOIN patients p ON p.id = a.patient_id
         JOIN doctors d ON d.id = a.doctor_id
        WHERE ${cond.join(" AND ")}
        ORDER BY a.starts_at`,
      [from, to],
    );
    return rows;
  },
  async markDayBeforeSent(id: number): Promise<void> {
    await pool.query("UPDATE appointments SET day_before_sent_at = now() WHERE id = $1", [id]);
  },
  async markSameDaySent(id: number): Promise<void> {
    await pool.query("UPDATE appointments SET same_day_sent_at = now() WHERE id = $1", [id]);
  },
};
