'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { validateCoupon } = require('../src/coupons');

test('unknown coupon', () => {
  assert.deepStrictEqual(validateCoupon('NOPE', { subtotalCents: 100 }), { ok: false, code: 'E_COUPON_UNKNOWN' });
});

test('min amount', () => {
  const r = validateCoupon('DOUBLE11', { subtotalCents: 100 }, new Date('2025-11-20T12:00:00+08:00'));
  assert.strictEqual(r.code, 'E_COUPON_MIN_AMOUNT');
});

test('discount is floored', () => {
  const r = validateCoupon('NEWUSER', { subtotalCents: 1999 }, new Date('2025-11-20T12:00:00+08:00'));
  assert.deepStrictEqual(r, { ok: true, discountCents: 199 });
});

test('vip only', () => {
  const r = validateCoupon('VIP20', { subtotalCents: 60000, isVip: false }, new Date('2025-11-20T12:00:00+08:00'));
  assert.strictEqual(r.code, 'E_COUPON_VIP_ONLY');
});

test('expired after last day', () => {
  const r = validateCoupon('DOUBLE11', { subtotalCents: 30000 }, new Date('2025-12-02T09:00:00+08:00'));
  assert.strictEqual(r.code, 'E_COUPON_EXPIRED');
});
