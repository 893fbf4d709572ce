import test from 'node:test';
import assert from 'node:assert/strict';
import { handleEvent } from '../src/webhooks/handlers.js';
import { createOrderStore } from '../src/orders/store.js';

const log = { info() {}, debug() {} };

test('handleEvent marks an order paid', () => {
  const orders = createOrderStore();
  orders.create('A1001', 9900);
  handleEvent({ type: 'payment.succeeded', data: { order_no: 'A1001', amount: 9900 } }, orders, log);
  assert.equal(orders.get('A1001').status, 'paid');
});

test('handleEvent ignores unknown events', () => {
  assert.equal(handleEvent({ type: 'payout.created', data: {} }, createOrderStore(), log), false);
});
