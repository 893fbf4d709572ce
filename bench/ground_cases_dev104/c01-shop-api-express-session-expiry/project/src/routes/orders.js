const express = require('express');
const { orders } = require('../store');
const { applyCoupon } = require('../services/coupon');

const router = express.Router();

router.get('/', (req, res) => {
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  const offset = Number(req.query.offset) || 0;
  const mine = orders.list({ userId: req.userId, limit, offset });
  const total = orders.count({ userId: req.userId });
  res.set('X-Total-Count', String(total));
  res.json(mine);
});

router.post('/', (req, res) => {
  const { items, coupon } = req.body || {};
  if (!Array.isArray(items) || items.length === 0) {
    return res.status(400).json({ error: 'empty_order' });
  }
  const subtotalCents = items.reduce((sum, it) => sum + it.priceCents * it.qty, 0);
  const priced = applyCoupon(subtotalCents, coupon);
  const order = orders.insert({
    userId: req.userId,
    items,
    ...priced,
    createdAt: new Date().toISOString(),
  });
  res.status(201).json(order);
});

router.get('/:id', (req, res) => {
  const order = orders.get(Number(req.params.id));
  if (!order || order.userId !== req.userId) {
    return res.status(404).json({ error: 'not_found' });
  }
  res.json(order);
});

module.exports = router;
