'use strict';

const express = require('express');
const { paymentWebhook } = require('./webhooks/payment');
const { startWorker } = require('./jobs/queue');
const { sendReceipt } = require('./jobs/sendReceipt');

const app = express();

// Payment provider signs the raw body, keep it around for verification.
app.use(express.json({
  verify: (req, _res, buf) => {
    req.rawBody = buf;
  },
}));

app.post('/webhooks/payment', paymentWebhook);

app.get('/healthz', (_req, res) => {
  res.json({ ok: true, uptime: process.uptime() });
});

app.use((err, _req, res, _next) => {
  console.error('[http] unhandled', err);
  res.status(500).json({ error: 'internal' });
});

const port = Number(process.env.PORT || 3000);

if (require.main === module) {
  startWorker({ receipt: sendReceipt });
  app.listen(port, () => console.log(`[http] billing-hooks on :${port}`));
}

module.exports = { app };
