const Database = require("better-sqlite3");

const db = new Database(process.env.DB_PATH || "shop.db");

db.exec(`CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  currency TEXT NOT NULL,
  total_minor INTEGER NOT NULL,
  refunded_minor INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'pending',
  paypal_capture_id TEXT
)`);

function findById(id) {
  return db.prepare("SELECT * FROM orders WHERE id = ?").get(id);
}

function findByCaptureId(captureId) {
  return db.prepare("SELECT * FROM orders WHERE paypal_capture_id = ?").get(captureId);
}

function markPaid(id, captureId) {
  db.prepare("UPDATE orders SET status = 'paid', paypal_capture_id = ? WHERE id = ? AND status = 'pending'").run(captureId, id);
}

function updateRefund(id, refundedMinor, status) {
  db.prepare("UPDATE orders SET refunded_minor = ?, status = ? WHERE id = ?").run(refundedMinor, status, id);
}

module.exports = { db, findById, findByCaptureId, markPaid, updateRefund };
