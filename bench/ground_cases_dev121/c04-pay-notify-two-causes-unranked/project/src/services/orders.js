const mysql = require("mysql2/promise");

const pool = mysql.createPool({
  uri: process.env.DATABASE_URL || "mysql://pay:pay@127.0.0.1:3306/shop",
  connectionLimit: 10,
});

async function findByNo(orderNo) {
  const [rows] = await pool.query(
    "SELECT id, no, phone, status, total_fen FROM orders WHERE no = ?",
    [orderNo],
  );
  return rows[0] || null;
}

async function markPaid(orderNo, txId, paidFen) {
  const order = await findByNo(orderNo);
  if (!order) {
    throw new Error(`order ${orderNo} not found`);
  }
  if (order.status === "paid") {
    return order;
  }
  if (order.total_fen !== paidFen) {
    throw new Error(`amount mismatch for ${orderNo}: ${paidFen} != ${order.total_fen}`);
  }
  await pool.query(
    "UPDATE orders SET status = 'paid', tx_id = ?, paid_at = NOW() WHERE id = ?",
    [txId, order.id],
  );
  return { ...order, status: "paid" };
}

module.exports = { findByNo, markPaid };
