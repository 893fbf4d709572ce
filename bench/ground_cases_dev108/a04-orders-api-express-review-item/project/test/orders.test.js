'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { toCsv, csvHeader } = require('../src/lib/csv');
const { filterForExport, parseSince } = require('../src/routes/orders');

const order = (over = {}) => ({
  id: 'o_1',
  createdAt: new Date('2025-10-01T10:00:00Z'),
  customerName: 'Ada Lovelace',
  status: 'paid',
  totalCents: 1999,
  currency: 'EUR',
  ...over,
});

test('csv has header and one line per order', () => {
  const csv = toCsv([order(), order({ id: 'o_2' })]);
  const lines = csv.trimEnd().split('\r\n');
  assert.strictEqual(lines[0], csvHeader());
  assert.strictEqual(lines.length, 3);
  assert.match(lines[1], /^o_1,2025-10-01T10:00:00.000Z,Ada Lovelace,paid,19.99,EUR$/);
});

test('parseSince ignores garbage', () => {
  assert.strictEqual(parseSince('not a date'), null);
  assert.strictEqual(parseSince(undefined), null);
});

test('filterForExport keeps orders since the date', () => {
  const since = new Date('2025-10-01T00:00:00Z');
  const kept = filterForExport([order(), order({ createdAt: new Date('2025-09-30T23:00:00Z') })], { since });
  assert.strictEqual(kept.length, 1);
});

test('filterForExport drops cancelled orders unless asked', () => {
  const orders = [order(), order({ id: 'o_2', status: 'cancelled' })];
  assert.strictEqual(filterForExport(orders, {}).length, 1);
  assert.strictEqual(filterForExport(orders, { includeCancelled: true }).length, 2);
});
