'use strict';

const express = require('express');
const { toCsv } = require('../lib/csv');

function parseSince(value) {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function filterForExport(orders, { since, includeCancelled = false }) {
  return orders.filter((o) => (!since || o.createdAt >= since) && (includeCancelled || o.status !== 'cancelled'));
}

function ordersRouter(store, { requireAdmin }) {
  const router = express.Router();

  router.get('/', async (req, res) => {
    const limit = Math.min(Number(req.query.limit) || 50, 200);
    const offset = Number(req.query.offset) || 0;
    const all = await store.listOrders();
    res.set('X-Total-Count', String(all.length));
    res.json(all.slice(offset, offset + limit));
  });

  router.get('/export', requireAdmin, async (req, res) => {
    const since = parseSince(req.query.since);
    const includeCancelled = req.query.include_cancelled === '1';
    const orders = filterForExport(await store.listOrders(), { since, includeCancelled });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="orders.csv"');
    res.send(toCsv(orders));
  });

  return router;
}

module.exports = { ordersRouter, filterForExport, parseSince };
