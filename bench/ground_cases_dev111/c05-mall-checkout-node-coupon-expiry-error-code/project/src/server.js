'use strict';

const express = require('express');
const checkout = require('./routes/checkout');

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '200kb' }));

app.use((req, res, next) => {
  const started = Date.now();
  res.on('finish', () => {
    const ms = Date.now() - started;
    console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms}ms`);
  });
  next();
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));
app.use('/api', checkout);

app.use((err, _req, res, _next) => {
  console.error(err.stack || err);
  res.status(500).json({ error: 'E_INTERNAL' });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`checkout listening on ${port}`));
}

module.exports = app;
