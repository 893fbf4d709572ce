'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { sign } = require('../src/verify');

test('sign matches the GitHub format', () => {
  assert.equal(
    sign(Buffer.from('{}'), 'secret'),
    'sha256=' + require('node:crypto').createHmac('sha256', 'secret').update('{}').digest('hex'),
  );
});
