'use strict';

const { slugify, uniqueSlug } = require('./slug');

describe('slugify', () => {
  test('lowercases and joins words with hyphens', () => {
    expect(slugify('Hello World Again')).toBe('hello-world-again');
  });

  test('strips diacritics', () => {
    expect(slugify('Café au lait to Crème brûlée')).toBe('cafe-au-lait-to-creme-brulee');
  });

  test('collapses punctuation', () => {
    expect(slugify('  Node.js -- tips & tricks!  ')).toBe('nodejs-tips-tricks');
  });
});

describe('uniqueSlug', () => {
  test('appends a counter for duplicates', () => {
    expect(uniqueSlug('post', new Set(['post', 'post-2']))).toBe('post-3');
  });
});
