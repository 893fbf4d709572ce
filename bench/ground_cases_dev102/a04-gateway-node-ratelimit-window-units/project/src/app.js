'use strict';

const express = require('express');
const { rateLimit } = require('./middleware');

function createApp({ limits = {} } = {}) {
  // limits: { windowSec, max, overrides: { 'user:<id>': { windowSec, max } } }
  const app = express();
  app.use(express.json());

  app.get('/health', (req, res) => {
    res.json({ ok: true });
  });

  app.use('/v1', rateLimit(limits));

  app.get('/v1/quotes/:symbol', (req, res) => {
    const symbol = String(req.params.symbol).toUpperCase();
    res.json({ symbol, price: 0, stale: true });
  });

  app.post('/v1/orders', (req, res) => {
    if (!req.body || !req.body.symbol) {
      res.status(400).json({ error: 'symbol_required' });
      return;
    }
    res.status(202).json({ accepted: true });
  });

  return app;
}

module.exports = { createApp };
