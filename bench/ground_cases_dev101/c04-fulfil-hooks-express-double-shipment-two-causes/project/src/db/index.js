const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30000,
});

async function isProcessed(eventId) {
  const { rowCount } = await pool.query("SELECT 1 FROM processed_events WHERE event_id = $1", [eventId]);
  return rowCount > 0;
}

async function markProcessed(eventId) {
  await pool.query(
    "INSERT INTO processed_events (event_id, processed_at) VALUES ($1, now()) ON CONFLICT (event_id) DO NOTHING",
    [eventId],
  );
}

async function findOrderByPaymentId(paymentId) {
  const { rows } = await pool.query(
    `SELECT o.id, o.address, o.status,
            json_agg(json_build_object('sku', i.sku, 'qty', i.qty)) AS items
       FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.payment_id = $1
      GROUP BY o.id`,
    [paymentId],
  );
  return rows[0] || null;
}

async function setOrderStatus(orderId, status) {
  await pool.query("UPDATE orders SET status = $2, updated_at = now() WHERE id = $1", [orderId, status]);
}

module.exports = { pool, isProcessed, markProcessed, findOrderByPaymentId, setOrderStatus };
