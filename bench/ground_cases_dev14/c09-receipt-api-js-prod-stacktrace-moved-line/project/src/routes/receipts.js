'use strict';

const express = require('express');

const { listReceipts, getReceipt } = require('../services/receipt');

const router = express.Router();

function intParam(value, fallback, { min = 0, max = Infinity } = {}) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) return null;
  return n;
}

router.get('/', async (req, res, next) => {
  const userId = req.query.userId;
  if (!userId) {
    return res.status(400).json({ code: 'INVALID_PARAM', message: 'userId is required' });
  }
  const limit = intParam(req.query.limit, 20, { min: 1, max: 100 });
  const offset = intParam(req.query.offset, 0);
  if (limit === null || offset === null) {
    return res.status(400).json({ code: 'INVALID_PARAM', message: 'bad limit/offset' });
  }
  const { from, to } = req.query;
  const isDate = (v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (!isDate(from) || !isDate(to)) {
    return res.status(400).json({ code: 'INVALID_PARAM', message: 'from/to must be YYYY-MM-DD' });
  }
  try {
    const items = await listReceipts({ userId, limit, offset, from, to });
    return res.json({ items });
  } catch (err) {
    return next(err);
  }
});

router.get('/:orderNo', async (req, res, next) => {
  try {
    const receipt = await getReceipt(req.params.orderNo);
    if (!receipt) {
      return res.status(404).json({ code: 'NOT_FOUND', message: 'receipt not found' });
    }
    return res.json(receipt);
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
