'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { settleOrder, sumItems } = require('../src/settlement');

const seller = { id: 's-1', commissionRate: 0.05 };

test('sumItems multiplies price and qty', () => {
  assert.strictEqual(sumItems([{ price: 100, qty: 3 }, { price: 50, qty: 1 }]), 350);
});

test('payout without refunds', () => {
  const order = { id: 'o1', items: [{ price: 10000, qty: 1 }], refunds: [], shippingFee: 0, shippingPaidBy: 'buyer' };
  const row = settleOrder(order, seller);
  assert.strictEqual(row.commission, 500);
  assert.strictEqual(row.payout, 9500);
});

test('commission is charged on the amount after refunds', () => {
  const order = {
    id: 'o3',
    items: [{ price: 12800, qty: 1 }, { price: 3600, qty: 2 }],
    refunds: [{ amount: 3600, status: 'succeeded' }],
    shippingFee: 800,
    shippingPaidBy: 'buyer',
  };
  const row = settleOrder(order, seller);
  assert.strictEqual(row.commission, 820);
  assert.strictEqual(row.payout, 20000 - 3600 - 820);
});

test('platform-paid shipping is added to payout', () => {
  const order = { id: 'o2', items: [{ price: 10000, qty: 1 }], refunds: [], shippingFee: 800, shippingPaidBy: 'platform' };
  assert.strictEqual(settleOrder(order, seller).payout, 10300);
});
