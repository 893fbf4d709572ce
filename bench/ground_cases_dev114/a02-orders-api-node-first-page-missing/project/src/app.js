'use strict';

const express = require('express');
const rateLimit = require('express-rate-limit');
const ordersRouter = require('./routes/orders');
const { pool } = require('./db');

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 1);
app.use('/api', rateLimit({
  windowMs: 60 * 1000,
  limit: Number(process.env.RATE_LIMIT_PER_MIN || 120),
  standardHeaders: 'draft-7',
  legacyHeaders: false,
}));
app.use(express.json({ limit: '100kb' }));

app.use('/api/orders', ordersRouter);

app.get('/healthz', async (req, res) => {
  try {
    await pool.query('SELECT 1');
    res.json({ ok: true });
  } catch (err) {
    res.status(503).json({ ok: false, error: err.message });
  }
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`orders-api listening on ${port}`));
}

module.exports = app;
