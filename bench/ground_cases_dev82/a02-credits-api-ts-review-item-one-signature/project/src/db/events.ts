import { pool } from "./pool.js";

/** Claims a Stripe event id; false when it was already processed (a redelivery). */
export async function claimEvent(eventId: string, type: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    "INSERT INTO processed_stripe_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING",
    [eventId, type],
  );
  return rowCount === 1;
}

/** Gives the id back after a failure so Stripe's retry is handled again. */
export async function releaseEvent(eventId: string): Promise<void> {
  await pool.query("DELETE FROM processed_stripe_events WHERE event_id = $1", [eventId]);
}
