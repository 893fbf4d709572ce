'use strict';

const express = require('express');
const { settleBatch } = require('./settlement');
const { formatSummary } = require('./report');
const store = require('./store');

const app = express();
app.use(express.json());

app.get('/admin/settlements', async (req, res) => {
  const { from, to } = req.query;
  if (!from || !to) {
    return res.status(400).json({ error: 'from and to are required (YYYY-MM-DD)' });
  }
  const orders = await store.completedOrders(from, to);
  const sellers = await store.sellersById();
  const rows = settleBatch(orders, sellers);
  if (req.query.format === 'text') {
    return res.type('text/plain').send(formatSummary(rows));
  }
  res.json({ from, to, rows });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`settlement admin on :${port}`));
}

module.exports = app;
