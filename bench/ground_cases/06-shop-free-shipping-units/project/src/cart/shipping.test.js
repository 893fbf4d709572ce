import test from 'node:test';
import assert from 'node:assert/strict';
import { parcelWeight, shippingFor, HEAVY_SURCHARGE } from './shipping.js';

test('parcelWeight sums grams times quantity', () => {
  assert.equal(parcelWeight([{ grams: 250, qty: 4 }, { qty: 1 }]), 1000);
});

test('shippingFor adds the heavy surcharge on big orders', () => {
  const items = [{ grams: 6000, qty: 2 }];
  assert.equal(shippingFor(12_000, items, 'de'), HEAVY_SURCHARGE);
});

test('shippingFor charges triple flat rate outside the EU', () => {
  assert.equal(shippingFor(12_000, [], 'ch'), 1485);
});
