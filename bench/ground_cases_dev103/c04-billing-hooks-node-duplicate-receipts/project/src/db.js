'use strict';

const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 5 });

async function one(sql, params) {
  const { rows } = await pool.query(sql, params);
  return rows[0] || null;
}

module.exports = {
  pool,
  markOrderPaid: (id, paidAt) =>
    one('UPDATE orders SET status = $2, paid_at = $3 WHERE id = $1 RETURNING *', [id, 'paid', paidAt]),
  getOrder: (id) => one('SELECT * FROM orders WHERE id = $1', [id]),
  updateOrder: (id, fields) =>
    one('UPDATE orders SET receipt_sent_at = $2 WHERE id = $1 RETURNING *', [id, fields.receipt_sent_at]),
  insertJob: (job) =>
    one('INSERT INTO jobs (kind, payload, attempts, run_at) VALUES ($1, $2, $3, $4) RETURNING *',
      [job.kind, JSON.stringify(job.payload), job.attempts, job.runAt]),
  claimNextJob: () =>
    one(`UPDATE jobs SET locked_at = now() WHERE id = (
           SELECT id FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
           ORDER BY run_at FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING *`),
  completeJob: (id) => one('UPDATE jobs SET done_at = now() WHERE id = $1', [id]),
  retryJob: (id, attempts, runAt) =>
    one('UPDATE jobs SET attempts = $2, run_at = $3, locked_at = NULL WHERE id = $1', [id, attempts, runAt]),
  failJob: (id, reason) => one('UPDATE jobs SET failed_at = now(), error = $2 WHERE id = $1', [id, reason]),
};
