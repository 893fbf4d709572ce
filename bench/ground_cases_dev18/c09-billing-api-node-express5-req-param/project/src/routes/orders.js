const express = require('express');
const db = require('../db');

const router = express.Router();

router.get('/', async (req, res) => {
  const limit = Math.min(parseInt(req.query.limit, 10) || 50, 200);
  const { rows } = await db.query(
    'SELECT id, number, customer_id, total_cents, status, created_at FROM orders ORDER BY created_at DESC LIMIT $1',
    [limit],
  );
  res.json(rows);
});

router.get('/:id', async (req, res) => {
  const { rows } = await db.query('SELECT * FROM orders WHERE id = $1', [req.params.id]);
  if (rows.length === 0) {
    return res.status(404).json({ error: 'order not found' });
  }
  res.json(rows[0]);
});

router.post('/:id/cancel', async (req, res) => {
  const { rowCount } = await db.query(
    "UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status IN ('pending', 'paid')",
    [req.params.id],
  );
  if (rowCount === 0) {
    return res.status(409).json({ error: 'order cannot be cancelled' });
  }
  res.status(204).end();
});

module.exports = router;
