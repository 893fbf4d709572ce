'use strict';

const express = require('express');
const requireAuth = require('../middleware/requireAuth');
const db = require('../db');

const router = express.Router();
router.use(requireAuth);

router.get('/', async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 50, 200);
    const { rows } = await db.query(
      'SELECT id, number, amount_cents, status, created_at FROM invoices WHERE customer_id = $1 ORDER BY created_at DESC LIMIT $2',
      [req.user.customerId, limit],
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const { rows } = await db.query(
      'SELECT * FROM invoices WHERE id = $1 AND customer_id = $2',
      [req.params.id, req.user.customerId],
    );
    if (rows.length === 0) return res.status(404).json({ error: 'not found' });
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
