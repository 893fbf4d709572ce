const test = require('node:test');
const assert = require('node:assert');
const { parseTodos } = require('../src/parse');

test('line comment with colon', () => {
  assert.deepStrictEqual(parseTodos('x = 1 // TODO: rename x'), [{ tag: 'TODO', text: 'rename x', line: 0 }]);
});

test('hash comments and FIXME', () => {
  assert.deepStrictEqual(parseTodos('a\n# FIXME handle None\n'), [{ tag: 'FIXME', text: 'handle None', line: 1 }]);
});

test('block comment end is dropped', () => {
  assert.deepStrictEqual(parseTodos('/* HACK: works on my machine */'), [{ tag: 'HACK', text: 'works on my machine', line: 0 }]);
});

test('CRLF files keep line numbers', () => {
  assert.strictEqual(parseTodos('a\r\nb\r\n// TODO x\r\n')[0].line, 2);
});

test('custom tags', () => {
  assert.deepStrictEqual(parseTodos('// NOTE: check', ['NOTE']), [{ tag: 'NOTE', text: 'check', line: 0 }]);
});

test('words that only contain a tag are not matched', () => {
  assert.deepStrictEqual(parseTodos('const TODOS = [];'), []);
});
