'use strict';

const express = require('express');
const pino = require('pino');

const twilioRoutes = require('./routes/twilio');
const sendgridRoutes = require('./routes/sendgrid');

const log = pino({ name: 'notify-gateway' });

function createApp() {
  const app = express();
  app.disable('x-powered-by');

  // SendGrid's event webhook needs the raw body for its signature; mount it first.
  app.use('/webhooks/sendgrid', express.raw({ type: 'application/json' }), sendgridRoutes);

  // Twilio posts application/x-www-form-urlencoded
  app.use(express.urlencoded({ extended: false }));
  app.use(express.json());

  app.use('/webhooks/twilio', twilioRoutes);

  app.get('/healthz', (req, res) => res.json({ ok: true }));

  app.use((err, req, res, next) => {
    log.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json({ error: 'internal' });
  });
  return app;
}

module.exports = { createApp };
