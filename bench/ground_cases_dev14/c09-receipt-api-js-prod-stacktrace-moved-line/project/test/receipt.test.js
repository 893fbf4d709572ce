'use strict';

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');

const { beijingDayRange, buildReceipt } = require('../src/services/receipt');

function order(overrides = {}) {
  return {
    order_no: '20251120000123',
    channel: 'store',
    paid_at: new Date('2025-11-20T02:15:00Z'),
    pay_method: 'wechat',
    discount_fen: 300,
    store: { id: 7, name: '汉丰烘焙·文三路店', city: '杭州' },
    items: [
      { name: '原味贝果', priceFen: 1200, qty: 2 },
      { name: '美式咖啡', priceFen: 1500, qty: 1 },
    ],
    ...overrides,
  };
}

describe('buildReceipt', () => {
  it('sums items and applies the discount', () => {
    const r = buildReceipt(order());
    assert.equal(r.subtotal, '39.00');
    assert.equal(r.discount, '3.00');
    assert.equal(r.total, '36.00');
  });

  it('labels the payment method', () => {
    assert.equal(buildReceipt(order()).payMethod, '微信支付');
    assert.equal(buildReceipt(order({ pay_method: 'crypto' })).payMethod, 'crypto');
  });

  it('uses the order number in the receipt number', () => {
    assert.equal(buildReceipt(order()).receiptNo, 'R20251120000123');
  });

  it('treats from/to as Beijing calendar days', () => {
    assert.deepEqual(beijingDayRange('2025-11-20', '2025-11-20'), ['2025-11-19T16:00:00.000Z', '2025-11-20T16:00:00.000Z']);
    assert.deepEqual(beijingDayRange(undefined, undefined), [undefined, undefined]);
  });
});
