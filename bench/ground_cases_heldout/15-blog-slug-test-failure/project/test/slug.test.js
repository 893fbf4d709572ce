import test from 'node:test';
import assert from 'node:assert/strict';
import { slugify, uniqueSlug } from '../src/text/slug.js';

test('slugify lowercases and joins words', () => {
  assert.equal(slugify('Go Modules Tips'), 'go-modules-tips');
});

test('slugify strips accents', () => {
  assert.equal(slugify('Café Crème'), 'cafe-creme');
});

test('slugify collapses repeated separators', () => {
  assert.equal(slugify('Hello, World!'), 'hello-world');
  assert.equal(slugify('Node.js  &  Deno'), 'node-js-deno');
});

test('slugify of a Chinese-only title is empty', () => {
  assert.equal(slugify('随便写写'), '');
});

test('uniqueSlug appends a counter', () => {
  assert.equal(uniqueSlug('a', new Set(['a', 'a-2'])), 'a-3');
});
