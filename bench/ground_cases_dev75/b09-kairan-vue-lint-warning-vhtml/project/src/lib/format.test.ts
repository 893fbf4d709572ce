import { describe, expect, it } from 'vitest';

import { fileSize, unreadLabel } from './format';

describe('unreadLabel', () => {
  it('is empty for zero', () => {
    expect(unreadLabel(0)).toBe('');
  });

  it('shows small counts as they are', () => {
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
  });

  it('caps at 99+', () => {
    expect(unreadLabel(100)).toBe('99+');
    expect(unreadLabel(150)).toBe('99+');
  });
});

describe('fileSize', () => {
  it('formats kilobytes', () => {
    expect(fileSize(1536)).toBe('1.5 KB');
  });
});
