'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { chunk, mapLimit } = require('../src/lib/batch');

test('chunk splits into groups of size', () => {
  assert.deepStrictEqual(chunk([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
});

test('chunk rejects a bad size', () => {
  assert.throws(() => chunk([1], 0), RangeError);
});

test('mapLimit keeps order', async () => {
  const out = await mapLimit([3, 1, 2], 2, async (x) => x * 10);
  assert.deepStrictEqual(out, [30, 10, 20]);
});
