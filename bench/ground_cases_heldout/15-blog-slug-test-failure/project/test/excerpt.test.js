import test from 'node:test';
import assert from 'node:assert/strict';
import { excerpt } from '../src/text/excerpt.js';

test('excerpt drops links but keeps their text', () => {
  assert.equal(excerpt('见 [文档](https://example.com)。'), '见 文档。');
});

test('excerpt cuts by characters', () => {
  assert.equal(excerpt('一二三四五', 3), '一二三…');
});
