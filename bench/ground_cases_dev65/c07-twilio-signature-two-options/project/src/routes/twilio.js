'use strict';

const express = require('express');
const { requireTwilioSignature } = require('../middleware/twilioSignature');
const sms = require('../services/smsService');

const router = express.Router();

// Status callback for outbound SMS: queued -> sent -> delivered / undelivered / failed
router.post('/status', requireTwilioSignature, async (req, res, next) => {
  try {
    const { MessageSid, MessageStatus, ErrorCode } = req.body;
    await sms.recordStatus(MessageSid, MessageStatus, ErrorCode || null);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

// Inbound SMS (STOP / HELP keywords are handled by Twilio's Advanced Opt-Out)
router.post('/inbound', requireTwilioSignature, async (req, res, next) => {
  try {
    await sms.recordInbound(req.body.From, req.body.Body);
    res.type('text/xml').send('<Response/>');
  } catch (err) {
    next(err);
  }
});

module.exports = router;
