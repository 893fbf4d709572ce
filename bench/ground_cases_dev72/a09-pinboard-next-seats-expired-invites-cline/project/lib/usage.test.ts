import { describe, expect, it } from 'vitest';

import { formatBytes, percentUsed } from './usage';

describe('percentUsed', () => {
  it('rounds to whole percent', () => {
    expect(percentUsed(1, 3)).toBe(33);
  });
  it('caps at 100', () => {
    expect(percentUsed(12, 10)).toBe(100);
  });
});

describe('formatBytes', () => {
  it('uses binary units', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
