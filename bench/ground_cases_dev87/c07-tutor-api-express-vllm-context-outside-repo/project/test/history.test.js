import assert from 'node:assert/strict';
import { test } from 'node:test';
import { approxTokens, fitHistory } from '../src/history.js';

test('approxTokens counts CJK characters one each', () => {
  assert.equal(approxTokens('你好'), 6);
});

test('fitHistory keeps the newest turns within budget', () => {
  const history = Array.from({ length: 10 }, (_, i) => ({ role: 'user', content: `第${i}题`.repeat(50) }));
  const out = fitHistory('sys', history, '问题', 400);
  assert.equal(out.at(-2).content, history.at(-1).content);
  assert.ok(out.length < 12);
});
