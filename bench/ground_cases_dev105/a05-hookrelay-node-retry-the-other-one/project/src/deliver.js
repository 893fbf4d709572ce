'use strict';

const crypto = require('node:crypto');
const { config } = require('./config');

const deadLetters = [];

function sign(body) {
  return crypto.createHmac('sha256', config.signingSecret).update(body).digest('hex');
}

async function post(url, body) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.requestTimeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hookrelay-signature': sign(body) },
      body,
      signal: controller.signal,
    });
    return res.status;
  } finally {
    clearTimeout(timer);
  }
}

async function deliver(hook, event, attempt = 1) {
  const body = JSON.stringify({ id: event.id, type: event.type, data: event.data });
  let status;
  const started = Date.now();
  try {
    status = await post(hook.url, body);
  } catch (err) {
    status = 0;
  }
  console.log(
    JSON.stringify({ msg: 'hook attempt', hook: hook.id, event: event.id, attempt, status, ms: Date.now() - started }),
  );
  if (status >= 200 && status < 300) {
    return { delivered: true, attempts: attempt };
  }
  if (attempt < config.maxAttempts) {
    setTimeout(() => deliver(hook, event, attempt + 1), config.retryBaseSeconds * 2 ** (attempt - 1));
    return { delivered: false, retrying: true, attempts: attempt };
  }
  deadLetters.push({ hook: hook.id, event: event.id, lastStatus: status });
  return { delivered: false, retrying: false, attempts: attempt };
}

module.exports = { deliver, sign, deadLetters };
