"use strict";

process.env.LINE_CHANNEL_SECRET = 'test-secret';
process.env.LINE_CHANNEL_ACCESS_TOKEN = 'test-token';

const test = require('node:test');
const assert = require('node:assert');
const crypto = require('node:crypto');

const { app } = require('../src/server');

function sign(body) {
  return crypto.createHmac('sha256', 'test-secret').update(body).digest('base64');
}

test('webhook accepts a correctly signed empty event list', async () => {
  const server = app.listen(0);
  const { port } = server.address();
  const body = JSON.stringify({ destination: 'U0', events: [] });
  const res = await fetch(`http://127.0.0.1:${port}/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-line-signature': sign(body) },
    body,
  });
  server.close();
  assert.strictEqual(res.status, 200);
});
