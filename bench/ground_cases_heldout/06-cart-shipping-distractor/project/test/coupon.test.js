import test from 'node:test';
import assert from 'node:assert/strict';
import { applyCoupon } from '../src/cart/coupon.js';

test('percent coupon floors the discount', () => {
  assert.equal(applyCoupon({ percent: 15 }, 3333), 499);
});

test('minimum subtotal is enforced', () => {
  assert.equal(applyCoupon({ amount: 500, minSubtotal: 3000 }, 2999), 0);
});
