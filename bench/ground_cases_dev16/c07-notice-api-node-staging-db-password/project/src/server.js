'use strict';

const express = require('express');
const db = require('./db');
const logger = require('./logger');
const notices = require('./routes/notices');

const app = express();
app.use(express.json({ limit: '256kb' }));
app.use(logger.requestLogger);

app.get('/healthz', async (req, res) => {
  const ok = await db.check();
  res.status(ok ? 200 : 503).json({ ok });
});

app.use('/notices', notices);

app.use((err, req, res, next) => {
  logger.error({ err: err.message, stack: err.stack }, 'unhandled');
  if (res.headersSent) {
    return next(err);
  }
  return res.status(500).json({ message: 'internal error' });
});

const port = Number(process.env.PORT || 3000);
const server = app.listen(port, () => {
  logger.info({ port }, 'notice-api listening');
  db.check();
});

process.on('SIGTERM', () => {
  server.close(() => db.pool.end().then(() => process.exit(0)));
});

module.exports = app;
