'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { formatYuan } = require('../src/utils/currency');

test('formatYuan pads fen', () => {
  assert.strictEqual(formatYuan(1205), '¥12.05');
  assert.strictEqual(formatYuan(-50), '-¥0.50');
});
