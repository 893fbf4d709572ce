const test = require('node:test');
const assert = require('node:assert');
const rentals = require('../src/services/rentals');

const at = (hhmm) => new Date(`2025-11-09T${hhmm}:00+09:00`);

test('start charges the base price', () => {
  const r = rentals.startRental({ customerId: 1, bikeId: 'C-12', bikeType: 'city', startAt: at('10:00'), dueAt: at('12:00') });
  assert.strictEqual(rentals.total(r), 600);
});

test('extension charges only the added hours', () => {
  const r = rentals.startRental({ customerId: 2, bikeId: 'E-07', bikeType: 'electric', startAt: at('10:00'), dueAt: at('12:00') });
  rentals.extendRental(r.id, at('13:00'));
  assert.strictEqual(rentals.total(r), 1800);
});

test('extension cannot go backwards', () => {
  const r = rentals.startRental({ customerId: 1, bikeId: 'C-13', bikeType: 'city', startAt: at('10:00'), dueAt: at('12:00') });
  assert.throws(() => rentals.extendRental(r.id, at('11:00')), /later/);
});
