import type { Pool } from "pg";
import type { Booking, BookingStatus, NewBooking } from "./types";

const COLUMNS =
  "id, vehicle_id, driver_id, status, starts_at, ends_at, pickup_location, notes, created_at, returned_at";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function fromRow(r: any): Booking {
  return {
    id: r.id,
    vehicleId: r.vehicle_id,
    driverId: r.driver_id,
    status: r.status,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    pickupLocation: r.pickup_location,
    notes: r.notes ?? undefined,
    createdAt: r.created_at,
    returnedAt: r.returned_at ?? null,
  };
}

export class BookingRepo {
  constructor(private readonly db: Pool) {}

  async get(id: string): Promise<Booking | undefined> {
    const { rows } = await this.db.query(`SELECT ${COLUMNS} FROM bookings WHERE id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  async listForVehicle(vehicleId: string, from: Date, to: Date): Promise<Booking[]> {
    const { rows } = await this.db.query(
      `SELECT ${COLUMNS} FROM bookings
        WHERE vehicle_id = $1 AND starts_at < $3 AND ends_at > $2
        ORDER BY starts_at`,
      [vehicleId, from, to],
    );
    return rows.map(fromRow);
  }

  async create(input: NewBooking): Promise<Booking> {
    const { rows } = await this.db.query(
      `INSERT INTO bookings (vehicle_id, driver_id, status, starts_at, ends_at, pickup_location, notes)
       VALUES ($1, $2, 'pending', $3, $4, $5, $6)
       RETURNING ${COLUMNS}`,
      [input.vehicleId, input.driverId, input.startsAt, input.endsAt, input.pickupLocation ?? null, input.notes ?? null],
    );
    return fromRow(rows[0]);
  }

  async setStatus(id: string, status: BookingStatus): Promise<Booking | undefined> {
    const { rows } = await this.db.query(
      `UPDATE bookings SET status = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, status],
    );
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  /** Closes an active booking; undefined when it does not exist or is not active. */
  async markReturned(id: string): Promise<Booking | undefined> {
    const { rows } = await this.db.query(
      `UPDATE bookings SET status = 'returned', returned_at = now()
        WHERE id = $1 AND status = 'active'
        RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0] ? fromRow(rows[0]) : undefined;
  }
}
