'use strict';

const express = require('express');
const ordersRouter = require('./routes/orders');
const db = require('./lib/db');
const { sendReceipt } = require('./jobs/receipt');

const app = express();
app.use(express.json());
app.use('/orders', ordersRouter);

app.get('/healthz', (req, res) => res.json({ ok: true }));

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

async function runPendingReceipts() {
  const pending = await db.query(
    "SELECT id FROM orders WHERE status = 'paid' AND receipt_sent_at IS NULL ORDER BY id LIMIT 50",
  );
  for (const { id } of pending) {
    try {
      await sendReceipt(id);
    } catch (err) {
      console.error(`receipt for order ${id} failed`, err);
    }
  }
}

const port = Number(process.env.PORT || 3000);
app.listen(port, () => {
  console.log(`shop api listening on ${port}`);
  setInterval(runPendingReceipts, 60_000);
});

module.exports = app;
