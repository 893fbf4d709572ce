const crypto = require('crypto');

const TOLERANCE_MS = 5 * 60 * 1000;

/**
 * Check the payment provider's HMAC-SHA256 signature over "<timestamp>.<raw body>".
 * Rejects requests older than five minutes to stop replays.
 */
function verifySignature(rawBody, signature, timestamp, secret) {
  if (!signature || !timestamp || !secret) {
    return false;
  }
  const ts = Number(timestamp);
  if (!Number.isFinite(ts) || Math.abs(Date.now() - ts) > TOLERANCE_MS) {
    return false;
  }
  const expected = crypto
    .createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(rawBody)
    .digest('hex');
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(String(signature), 'utf8');
  if (a.length !== b.length) {
    return false;
  }
  return crypto.timingSafeEqual(a, b);
}

function sign(rawBody, timestamp, secret) {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

module.exports = { verifySignature, sign, TOLERANCE_MS };
