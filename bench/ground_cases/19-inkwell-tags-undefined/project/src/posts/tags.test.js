import { describe, expect, it } from 'vitest';
import { collectTags, normalizeTag } from './tags.js';

describe('normalizeTag', () => {
  it('lowercases and strips punctuation', () => {
    expect(normalizeTag('  Node.JS ')).toBe('nodejs');
  });
  it('keeps Chinese characters', () => {
    expect(normalizeTag('前端')).toBe('前端');
  });
});

describe('collectTags', () => {
  it('de-duplicates legacy meta tags', () => {
    expect(collectTags({ meta: { tags: ['Go', 'go', 'Rust'] } })).toEqual(['go', 'rust']);
  });
});
