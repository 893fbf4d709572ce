'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parseSize } = require('../src/util/bytes');

test('parseSize understands units case-insensitively', () => {
  assert.strictEqual(parseSize('2MB'), 2 * 1024 * 1024);
  assert.strictEqual(parseSize('3kb'), 3072);
  assert.strictEqual(parseSize('17'), 17);
});

test('parseSize rejects garbage', () => {
  assert.throws(() => parseSize('lots'), /invalid size/);
});
