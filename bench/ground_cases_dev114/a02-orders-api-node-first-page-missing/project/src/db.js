'use strict';

const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

async function listOrders({ limit, offset, status = null }) {
  const { rows } = await pool.query(
    `SELECT id, number, customer_id, status, total_cents, created_at
       FROM orders
      WHERE ($3::text IS NULL OR status = $3)
      ORDER BY created_at DESC, id DESC
      LIMIT $1 OFFSET $2`,
    [limit, offset, status],
  );
  return rows;
}

async function countOrders({ status = null } = {}) {
  const { rows } = await pool.query(
    'SELECT count(*)::int AS n FROM orders WHERE ($1::text IS NULL OR status = $1)',
    [status],
  );
  return rows[0].n;
}

async function getOrder(id) {
  const { rows } = await pool.query('SELECT * FROM orders WHERE id = $1', [id]);
  return rows[0] || null;
}

module.exports = { pool, listOrders, countOrders, getOrder };
