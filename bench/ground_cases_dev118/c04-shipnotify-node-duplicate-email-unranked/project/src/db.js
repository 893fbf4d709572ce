const { Pool } = require("pg");

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_MAX || 5),
});

async function findOrder(orderId) {
  const { rows } = await pool.query("SELECT id, email, customer_name FROM orders WHERE id = $1", [orderId]);
  return rows[0] || null;
}

async function recordShipment(orderId, trackingNo, carrier) {
  await pool.query(
    "INSERT INTO shipments (order_id, tracking_no, carrier, created_at) VALUES ($1, $2, $3, now())",
    [orderId, trackingNo, carrier],
  );
}

async function markEmailSent(orderId, trackingNo) {
  await pool.query(
    "UPDATE shipments SET email_sent_at = now() WHERE order_id = $1 AND tracking_no = $2",
    [orderId, trackingNo],
  );
}

module.exports = { pool, findOrder, recordShipment, markEmailSent };
