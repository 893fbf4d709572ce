const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function hasEvent(eventId) {
  const { rowCount } = await pool.query("SELECT 1 FROM webhook_events WHERE event_id = $1", [eventId]);
  return rowCount > 0;
}

async function saveEvent(eventId, type) {
  await pool.query(
    "INSERT INTO webhook_events (event_id, type, received_at) VALUES ($1, $2, now())",
    [eventId, type],
  );
}

async function creditOrder(orderNo, amountFen) {
  const { rowCount } = await pool.query(
    "UPDATE orders SET paid_fen = paid_fen + $2, status = 'paid', paid_at = now() WHERE order_no = $1",
    [orderNo, amountFen],
  );
  if (rowCount === 0) {
    throw new Error(`order not found: ${orderNo}`);
  }
}

async function markRefunded(orderNo) {
  await pool.query("UPDATE orders SET status = 'refunded' WHERE order_no = $1", [orderNo]);
}

module.exports = { pool, hasEvent, saveEvent, creditOrder, markRefunded };
