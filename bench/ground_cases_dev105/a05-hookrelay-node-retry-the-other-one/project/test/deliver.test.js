'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { sign, deliver } = require('../src/deliver');

test('sign is a stable hex HMAC', () => {
  const a = sign('{"id":1}');
  assert.strictEqual(a, sign('{"id":1}'));
  assert.match(a, /^[0-9a-f]{64}$/);
});

test('a 2xx answer counts as delivered', async (t) => {
  t.mock.method(global, 'fetch', async () => ({ status: 204 }));
  const result = await deliver({ id: 'x', url: 'http://x.test' }, { id: 'e1', type: 'ping' });
  assert.deepStrictEqual(result, { delivered: true, attempts: 1 });
});

test('gives up after maxAttempts', async (t) => {
  const { config } = require('../src/config');
  t.mock.method(global, 'fetch', async () => ({ status: 503 }));
  const result = await deliver({ id: 'x', url: 'http://x.test' }, { id: 'e3', type: 'ping' }, config.maxAttempts);
  assert.deepStrictEqual(result, { delivered: false, retrying: false, attempts: config.maxAttempts });
});

test('a 500 schedules a retry', async (t) => {
  t.mock.method(global, 'fetch', async () => ({ status: 500 }));
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const result = await deliver({ id: 'x', url: 'http://x.test' }, { id: 'e2', type: 'ping' });
  assert.strictEqual(result.retrying, true);
});
