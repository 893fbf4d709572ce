'use strict';

const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function query(text, params) {
  const { rows } = await pool.query(text, params);
  return rows;
}

// guest checkouts have no customer_id: customer is null and the address is in guest_email
async function findOrderWithCustomer(orderId) {
  const rows = await query(
    `SELECT o.*, row_to_json(c) AS customer
       FROM orders o
       LEFT JOIN customers c ON c.id = o.customer_id
      WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] || null;
}

module.exports = { pool, query, findOrderWithCustomer };
