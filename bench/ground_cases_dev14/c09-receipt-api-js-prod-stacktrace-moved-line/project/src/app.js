'use strict';

const express = require('express');

const receipts = require('./routes/receipts');
const db = require('./db');

const app = express();
app.disable('x-powered-by');
app.use(express.json());

app.get('/healthz', (req, res) => res.send('ok'));
app.get('/version', (req, res) => res.json({ version: process.env.APP_VERSION || 'dev' }));
app.use('/api/receipts', receipts);

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  console.error(`[${req.method} ${req.originalUrl}]`, err);
  res.status(500).json({ code: 'INTERNAL', message: '服务异常，请稍后再试' });
});

// Started directly in production; tests import the app without listening.
if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  const server = app.listen(port, () => console.log(`receipt api on :${port}`));
  process.on('SIGTERM', () => {
    server.close(() => db.close().then(() => process.exit(0)));
  });
}

module.exports = app;
