const test = require('node:test');
const assert = require('node:assert');
const { yuan } = require('../src/report');

test('分转元保留两位小数', () => {
  assert.strictEqual(yuan(12345), '123.45');
  assert.strictEqual(yuan(0), '0.00');
});
