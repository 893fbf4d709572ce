'use strict';

const crypto = require('node:crypto');

/**
 * Signature partners verify: HMAC-SHA256 over "<timestamp>.<raw body>" with the
 * subscription secret, hex encoded. Sent as `X-Relay-Signature: t=<ts>,v1=<hex>`.
 */
function sign(secret, timestamp, body) {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** Used by our own test receiver and documented for partners. */
function verify(secret, header, body, toleranceSeconds = 300, now = Date.now()) {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((kv) => kv.split('=', 2)),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The full header value, `t=<ts>,v1=<hex>`. */
function signatureHeader(secret, timestamp, body) {
  return `t=${timestamp},v1=${sign(secret, timestamp, body)}`;
}

module.exports = { sign, signatureHeader, verify };
