'use strict';

const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

async function ordersForDay(day) {
  const { rows } = await pool.query(
    `SELECT o.number, o.created_at, c.email, o.ship_country, o.total_cents, o.currency, o.channel,
            (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) AS item_count
       FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.created_at >= $1::date AND o.created_at < $1::date + 1
      ORDER BY o.created_at`,
    [day],
  );
  return rows.map((r) => ({
    number: r.number,
    createdAt: r.created_at.toISOString(),
    customerEmail: r.email,
    country: r.ship_country,
    totalCents: Number(r.total_cents),
    currency: r.currency,
    channel: r.channel,
    itemCount: Number(r.item_count),
  }));
}

module.exports = { ordersForDay, pool };
