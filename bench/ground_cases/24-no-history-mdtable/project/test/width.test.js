'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { displayWidth } = require('../src/width');

test('displayWidth counts CJK as two columns', () => {
  assert.strictEqual(displayWidth('表格ab'), 6);
});
