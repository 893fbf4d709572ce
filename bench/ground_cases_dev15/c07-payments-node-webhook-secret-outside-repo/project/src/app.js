'use strict';

const express = require('express');
const logger = require('./logger');
const webhooks = require('./routes/webhooks');
const auth = require('./routes/auth');
const invoices = require('./routes/invoices');

function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 1);

  // Stripe needs the raw body to check the signature, so the webhook router
  // is mounted before the JSON parser and parses its own body.
  app.use('/webhooks', webhooks);

  app.use(express.json({ limit: '100kb' }));
  app.use('/api', auth);
  app.use('/api/invoices', invoices);

  app.get('/healthz', (req, res) => res.json({ ok: true }));

  app.use((err, req, res, next) => {
    logger.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json({ error: 'internal error' });
  });
  return app;
}

module.exports = { createApp };
