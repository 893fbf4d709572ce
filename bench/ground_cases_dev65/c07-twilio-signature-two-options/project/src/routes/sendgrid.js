'use strict';

const express = require('express');
const { EventWebhook, EventWebhookHeader } = require('@sendgrid/eventwebhook');
const config = require('../config');
const db = require('../services/db');

const router = express.Router();
const verifier = new EventWebhook();

router.post('/events', async (req, res, next) => {
  try {
    const key = verifier.convertPublicKeyToECDSA(config.sendgrid.webhookPublicKey);
    const signature = req.get(EventWebhookHeader.SIGNATURE());
    const timestamp = req.get(EventWebhookHeader.TIMESTAMP());
    // req.body is a Buffer here (express.raw in app.js): the signature covers the exact bytes
    if (!verifier.verifySignature(key, req.body, signature, timestamp)) {
      return res.status(403).send('bad signature');
    }
    const events = JSON.parse(req.body.toString('utf8'));
    for (const e of events) {
      await db.query(
        'INSERT INTO email_events (sg_event_id, email, event, ts) VALUES ($1, $2, $3, to_timestamp($4)) ON CONFLICT DO NOTHING',
        [e.sg_event_id, e.email, e.event, e.timestamp],
      );
    }
    return res.status(204).end();
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
