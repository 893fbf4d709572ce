const express = require('express');
const db = require('../db');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 20, 100);
    const params = [limit];
    let where = '';
    if (req.query.status) {
      const statuses = String(req.query.status)
        .split(',')
        .map(s => s.trim())
        .filter(Boolean);
      if (statuses.length > 0) {
        params.push(statuses);
        where = 'WHERE status = ANY($2)';
      }
    }
    const rows = await db.query(
      `SELECT id, customer_id, status, total_cents, created_at FROM orders ${where} ORDER BY created_at DESC LIMIT $1`,
      params,
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const rows = await db.query('SELECT * FROM orders WHERE id = $1', [req.params.id]);
    if (rows.length === 0) {
      return res.status(404).json({ error: 'order not found' });
    }
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});

router.post('/:id/cancel', async (req, res, next) => {
  try {
    await db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status = 'pending'", [req.params.id]);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
