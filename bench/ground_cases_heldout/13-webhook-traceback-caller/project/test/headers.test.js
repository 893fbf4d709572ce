'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { getHeader } = require('../src/util/headers');

test('getHeader is case-insensitive', () => {
  assert.equal(getHeader({ 'x-hub-signature-256': 'sha256=ab' }, 'X-Hub-Signature-256'), 'sha256=ab');
});

test('getHeader returns the first of repeated headers', () => {
  assert.equal(getHeader({ 'x-a': ['1', '2'] }, 'X-A'), '1');
});

test('getHeader on missing headers', () => {
  assert.equal(getHeader(undefined, 'X-A'), undefined);
});
