const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30000,
});

async function claimPending(limit) {
  const { rows } = await pool.query(
    `SELECT id, url, payload, attempts
       FROM webhook_outbox
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY id
      LIMIT $1`,
    [limit]
  );
  if (rows.length > 0) {
    await pool.query(
      `UPDATE webhook_outbox SET status = 'sending' WHERE id = ANY($1)`,
      [rows.map((r) => r.id)]
    );
  }
  return rows;
}

async function markDelivered(id) {
  await pool.query(`UPDATE webhook_outbox SET status = 'delivered', delivered_at = now() WHERE id = $1`, [id]);
}

async function markRetry(id, attempts, delaySeconds) {
  await pool.query(
    `UPDATE webhook_outbox
        SET status = 'pending', attempts = $2, next_attempt_at = now() + make_interval(secs => $3)
      WHERE id = $1`,
    [id, attempts, delaySeconds]
  );
}

async function markFailed(id, error) {
  await pool.query(`UPDATE webhook_outbox SET status = 'failed', last_error = $2 WHERE id = $1`, [id, error]);
}

module.exports = { pool, claimPending, markDelivered, markRetry, markFailed };
