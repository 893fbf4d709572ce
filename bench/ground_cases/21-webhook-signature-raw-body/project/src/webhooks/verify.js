import crypto from 'node:crypto';
import { WebhookError } from '../errors.js';

const MAX_SKEW_SECONDS = 300;

function safeEqual(a, b) {
  const bufA = Buffer.from(a, 'utf8');
  const bufB = Buffer.from(b, 'utf8');
  return bufA.length === bufB.length && crypto.timingSafeEqual(bufA, bufB);
}

export function checkTimestamp(req, now = Date.now()) {
  const ts = Number(req.get('X-Paylink-Timestamp'));
  if (!Number.isFinite(ts) || Math.abs(now / 1000 - ts) > MAX_SKEW_SECONDS) {
    throw new WebhookError('webhook timestamp out of range');
  }
}

/** Throws unless X-Paylink-Signature matches HMAC-SHA256 of the request body. */
export function verifySignature(req, secret) {
  const received = String(req.get('X-Paylink-Signature') || '').toLowerCase();
  const expected = crypto
    .createHmac('sha256', secret)
    .update(JSON.stringify(req.body))
    .digest('hex');
  if (!safeEqual(received, expected)) {
    throw new WebhookError('webhook signature mismatch', 401);
  }
}
