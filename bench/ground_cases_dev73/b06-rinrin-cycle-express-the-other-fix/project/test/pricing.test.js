const test = require('node:test');
const assert = require('node:assert');
const { priceFor, lateFee, hoursBetween } = require('../src/services/pricing');

const at = (hhmm) => new Date(`2025-11-09T${hhmm}:00+09:00`);

test('one started hour is charged as a full hour', () => {
  assert.strictEqual(hoursBetween(at('10:00'), at('10:20')), 1);
});

test('city bike for 3 hours', () => {
  assert.strictEqual(priceFor('city', at('10:00'), at('13:00')), 900);
});

test('daily cap applies', () => {
  assert.strictEqual(priceFor('electric', at('08:00'), at('18:00')), 3000);
});

test('no late fee when returned on time', () => {
  assert.strictEqual(lateFee(at('17:00'), at('16:50')), 0);
});

test('late fee per started hour', () => {
  assert.strictEqual(lateFee(at('17:00'), at('18:30')), 1000);
});
