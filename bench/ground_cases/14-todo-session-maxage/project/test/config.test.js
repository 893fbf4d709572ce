'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { loadConfig } = require('../src/config');

test('loadConfig defaults the session TTL to one day', () => {
  delete process.env.SESSION_TTL_SECONDS;
  assert.strictEqual(loadConfig().sessionTtlSeconds, 86400);
});

test('loadConfig reads APP_SESSION_SECRET', () => {
  process.env.APP_SESSION_SECRET = 's3cret';
  assert.strictEqual(loadConfig().sessionSecret, 's3cret');
});
