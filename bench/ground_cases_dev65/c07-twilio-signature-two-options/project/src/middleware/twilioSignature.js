'use strict';

const twilio = require('twilio');
const pino = require('pino');
const config = require('../config');

const log = pino({ name: 'twilio-signature' });

/**
 * Reject requests that do not carry a valid X-Twilio-Signature.
 * Twilio signs the full public URL it called plus the sorted POST params.
 */
function requireTwilioSignature(req, res, next) {
  const signature = req.get('X-Twilio-Signature') || '';
  const url = `${req.protocol}://${req.get('host')}${req.originalUrl}`;
  const ok = twilio.validateRequest(config.twilio.authToken, signature, url, req.body || {});
  if (!ok) {
    log.warn({ url, messageSid: req.body && req.body.MessageSid }, 'Twilio signature invalid');
    return res.status(403).type('text/plain').send('Twilio signature invalid');
  }
  return next();
}

/** For local tunnels (ngrok) where the URL never matches. */
function skipInDevelopment(middleware) {
  if (process.env.NODE_ENV === 'development' && process.env.TWILIO_SKIP_SIGNATURE === '1') {
    return (req, res, next) => next();
  }
  return middleware;
}

module.exports = { requireTwilioSignature: skipInDevelopment(requireTwilioSignature) };
