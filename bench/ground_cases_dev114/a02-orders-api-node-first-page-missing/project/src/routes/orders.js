'use strict';

const express = require('express');
const db = require('../db');
const { paginate, pageMeta } = require('../lib/paginate');

const router = express.Router();
const STATUSES = new Set(['pending', 'paid', 'shipped', 'cancelled']);

router.get('/', async (req, res, next) => {
  try {
    const status = req.query.status ?? null;
    if (status !== null && !STATUSES.has(status)) {
      return res.status(400).json({ error: `unknown status: ${status}` });
    }
    const p = paginate(req.query);
    const [orders, total] = await Promise.all([db.listOrders({ ...p, status }), db.countOrders({ status })]);
    res.json({ data: orders, meta: pageMeta(p, total) });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const order = await db.getOrder(req.params.id);
    if (!order) return res.status(404).json({ error: 'order not found' });
    res.json({ data: order });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
