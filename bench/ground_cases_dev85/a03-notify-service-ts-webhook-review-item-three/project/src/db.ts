import pg from "pg";

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export interface AttemptRow {
  endpointId: string;
  eventId: string;
  deliveryId: string;
  attempt: number;
  status: number;
  durationMs: number;
}

export async function recordAttempt(row: AttemptRow): Promise<void> {
  await pool.query(
    `INSERT INTO webhook_attempts (endpoint_id, event_id, delivery_id, attempt, status, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.endpointId, row.eventId, row.deliveryId, row.attempt, row.status, row.durationMs],
  );
}

export async function disableEndpoint(endpointId: string, reason: string): Promise<void> {
  await pool.query(`UPDATE webhook_endpoints SET disabled_at = now(), disabled_reason = $2 WHERE id = $1`, [
    endpointId,
    reason,
  ]);
}

export async function recentAttempts(endpointId: string, limit = 20) {
  const { rows } = await pool.query(
    `SELECT event_id, delivery_id, attempt, status, duration_ms, created_at
       FROM webhook_attempts WHERE endpoint_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [endpointId, limit],
  );
  return rows;
}

export async function getEndpoint(id: string) {
  const { rows } = await pool.query(`SELECT id, url, secret, disabled_at FROM webhook_endpoints WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
