'use strict';

const express = require('express');
const db = require('../lib/db');
const { sendReceipt } = require('../jobs/receipt');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    const page = Math.max(1, Number.parseInt(req.query.page, 10) || 1);
    const pageSize = Math.min(100, Math.max(1, Number.parseInt(req.query.pageSize, 10) || 20));
    const rows = await db.query(
      'SELECT id, number, status, total_cents, created_at FROM orders ORDER BY id DESC LIMIT $1 OFFSET $2',
      [pageSize, (page - 1) * pageSize],
    );
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM orders');
    res.set('X-Total-Count', String(count));
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.post('/:id/receipt', async (req, res, next) => {
  try {
    await sendReceipt(Number(req.params.id));
    res.status(202).json({ queued: true });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
