'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { digestSubject, digestBody } = require('../src/notify/templates');

test('digestSubject uses a 1-based month', () => {
  assert.strictEqual(digestSubject(new Date(2024, 4, 3)), '【更新ダイジェスト】5月3日');
});

test('digestBody with no entries', () => {
  assert.strictEqual(digestBody([]), '昨日の更新はありませんでした。');
});
