const express = require('express');
const db = require('../db');

const router = express.Router();

router.get('/', async (req, res) => {
  const q = `%${req.query.q || ''}%`;
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  const rows = await db.all(
    'SELECT code, name, price FROM products WHERE name LIKE ? OR code LIKE ? ORDER BY code LIMIT ?',
    [q, q, limit]
  );
  res.json(rows);
});

router.get('/:code', async (req, res) => {
  const row = await db.get('SELECT code, name, price FROM products WHERE code = ?', [req.params.code]);
  if (!row) {
    res.status(404).json({ message: '商品が見つかりません' });
    return;
  }
  res.json(row);
});

router.get('/:code/stock', async (req, res) => {
  const row = await db.get('SELECT qty FROM stock WHERE code = ?', [req.params.code]);
  res.json({ code: req.params.code, qty: row ? row.qty : 0 });
});

module.exports = router;
