'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parsePage, parseLimit, pageMeta, MAX_LIMIT } = require('../src/lib/paginate');

test('parsePage defaults to the first page', () => {
  assert.equal(parsePage({}), 1);
});

test('parsePage clamps zero and negatives to page 1', () => {
  assert.equal(parsePage({ page: '0' }), 1);
  assert.equal(parsePage({ page: '-3' }), 1);
});

test('parseLimit clamps to MAX_LIMIT', () => {
  assert.equal(parseLimit({ limit: '5000' }), MAX_LIMIT);
  assert.equal(parseLimit({ limit: '0' }), 1);
});

test('pageMeta rounds pages up', () => {
  assert.deepEqual(pageMeta({ page: 1, limit: 20 }, 41), { page: 1, limit: 20, total: 41, pages: 3 });
});
