const db = require('../db');

const PAGE_SIZE = 50;

async function list({ page = 1, status = null }) {
  const params = [PAGE_SIZE, (page - 1) * PAGE_SIZE];
  let where = '';
  if (status) {
    params.push(status);
    where = 'WHERE status = $3';
  }
  const { rows } = await db.query(
    `SELECT id, number, order_id, amount_cents, status, issued_at
       FROM invoices ${where}
      ORDER BY issued_at DESC
      LIMIT $1 OFFSET $2`,
    params,
  );
  return rows;
}

async function get(id) {
  const { rows } = await db.query('SELECT * FROM invoices WHERE id = $1', [id]);
  return rows[0] || null;
}

async function markVoid(id, reason) {
  const { rowCount } = await db.query(
    "UPDATE invoices SET status = 'void', void_reason = $2, voided_at = now() WHERE id = $1 AND status = 'issued'",
    [id, reason],
  );
  return rowCount === 1;
}

module.exports = { list, get, markVoid };
