const test = require('node:test');
const assert = require('node:assert');
const { isExpired } = require('../src/services/coupon');

test('coupon from last month is expired', () => {
  assert.strictEqual(isExpired({ expires_at: '2025-10-31' }, new Date('2025-11-15T10:00:00+08:00')), true);
});

test('coupon valid before its last day', () => {
  assert.strictEqual(isExpired({ expires_at: '2025-11-30' }, new Date('2025-11-20T10:00:00+08:00')), false);
});
