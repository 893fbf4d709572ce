'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { isOverdue, daysUntil } = require('../src/lib/dates');

test('done tasks are never overdue', () => {
  assert.equal(isOverdue({ due: '2020-01-01', done: true }, new Date()), false);
});

test('a past date is overdue', () => {
  assert.equal(isOverdue({ due: '2020-01-01', done: false }, new Date('2024-01-01T12:00:00Z')), true);
});

test('daysUntil counts whole days', () => {
  assert.equal(daysUntil('2024-01-03', new Date('2024-01-01T00:00:00Z')), 2);
});
