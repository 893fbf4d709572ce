'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { sign, verify } = require('../src/sign');

const secret = 'whsec_test_3f9a';
const body = JSON.stringify({ id: 'evt_1', type: 'order.paid', data: { total: 1250 } });

test('verify accepts its own signature', () => {
  const t = 1_762_870_000;
  const header = `t=${t},v1=${sign(secret, t, body)}`;
  assert.equal(verify(secret, header, body, 300, t * 1000), true);
});

test('verify rejects a tampered body', () => {
  const t = 1_762_870_000;
  const header = `t=${t},v1=${sign(secret, t, body)}`;
  assert.equal(verify(secret, header, body.replace('1250', '1251'), 300, t * 1000), false);
});

test('verify rejects old timestamps', () => {
  const t = 1_762_870_000;
  const header = `t=${t},v1=${sign(secret, t, body)}`;
  assert.equal(verify(secret, header, body, 300, (t + 301) * 1000), false);
});

test('signature is hex sha256', () => {
  assert.match(sign(secret, 1, body), /^[0-9a-f]{64}$/);
});
