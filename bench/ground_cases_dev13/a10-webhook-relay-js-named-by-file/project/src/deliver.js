'use strict';

const http = require('node:http');
const https = require('node:https');
const { sign } = require('./sign');

const USER_AGENT = 'webhook-relay/2.3 (+https://relay.tessera.io)';
const TIMEOUT_MS = 10_000;

function post(url, headers, body, timeoutMs = TIMEOUT_MS) {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(target, { method: 'POST', headers }, (res) => {
      res.resume(); // only the status matters
      res.on('end', () => resolve(res.statusCode));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`no response within ${timeoutMs} ms`));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * POST one event to a subscriber. Resolves to { ok, status, retryable, error? }; never rejects.
 */
async function deliver(subscription, event) {
  const body = JSON.stringify({ id: event.id, type: event.type, created: event.created, data: event.data });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'User-Agent': USER_AGENT,
    'X-Relay-Event': event.type,
    'X-Relay-Delivery': event.deliveryId,
    'X-Relay-Signature': `t=${timestamp},v1=${sign(subscription.secret, timestamp, body)}`,
  };
  let status;
  try {
    status = await post(subscription.url, headers, body);
  } catch (err) {
    return { ok: false, status: 0, retryable: true, error: err.message };
  }
  const ok = status >= 200 && status < 300;
  return { ok, status, retryable: !ok && (status >= 500 || status === 429) };
}

module.exports = { deliver };
