import pg from "pg";

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export interface ReservationRow {
  id: number;
  name: string;
  phone: string;
  party: number;
  starts_at: string;
  status: "confirmed" | "cancelled" | "seated";
}

export async function coversBooked(startsAt: string): Promise<number> {
  const { rows } = await pool.query(
    "SELECT COALESCE(SUM(party), 0)::int AS covers FROM reservations WHERE starts_at = $1 AND status <> 'cancelled'",
    [startsAt],
  );
  return rows[0].covers;
}

export async function insertReservation(r: Omit<ReservationRow, "id" | "status">): Promise<ReservationRow> {
  const { rows } = await pool.query(
    "INSERT INTO reservations (name, phone, party, starts_at, status) VALUES ($1, $2, $3, $4, 'confirmed') RETURNING *",
    [r.name, r.phone, r.party, r.starts_at],
  );
  return rows[0];
}

export async function cancelReservation(id: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    "UPDATE reservations SET status = 'cancelled' WHERE id = $1 AND status = 'confirmed'",
    [id],
  );
  return (rowCount ?? 0) > 0;
}
