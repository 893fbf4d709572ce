import test from 'node:test';
import assert from 'node:assert/strict';
import { formatPrice, formatQty } from '../src/utils/format.js';

test('formatPrice groups thousands', () => {
  assert.equal(formatPrice(12800), '¥12,800');
});

test('formatPrice rounds half up', () => {
  assert.equal(formatPrice(4999.5), '¥5,000');
});

test('formatQty', () => {
  assert.equal(formatQty(3), '3点');
});
