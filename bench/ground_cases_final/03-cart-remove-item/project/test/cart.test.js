'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { Cart } = require('../src/cart/cart');

test('addItem merges the same sku', () => {
  const cart = new Cart('u1');
  cart.addItem('A', 1000);
  cart.addItem('A', 1000, 2);
  assert.strictEqual(cart.items.length, 1);
  assert.strictEqual(cart.items[0].qty, 3);
});

test('removeItem removes the last item', () => {
  const cart = new Cart('u1');
  cart.addItem('A', 1000);
  cart.addItem('B', 500);
  assert.strictEqual(cart.removeItem('B'), true);
  assert.deepStrictEqual(cart.items.map((it) => it.sku), ['A']);
});

test('total applies a minus coupon over the threshold', () => {
  const cart = new Cart('u1');
  cart.addItem('A', 6000);
  cart.setCoupon({ type: 'minus', threshold: 5000, value: 1000 });
  assert.strictEqual(cart.total(), 5000);
});
