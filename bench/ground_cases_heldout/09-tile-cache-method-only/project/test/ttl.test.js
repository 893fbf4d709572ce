'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { TtlCache } = require('../src/cache/ttl');

test('entries expire after the ttl', () => {
  let t = 1000;
  const c = new TtlCache(500, () => t);
  c.set('style', { v: 8 });
  t = 1499;
  assert.deepEqual(c.get('style'), { v: 8 });
  t = 1500;
  assert.equal(c.get('style'), undefined);
});
