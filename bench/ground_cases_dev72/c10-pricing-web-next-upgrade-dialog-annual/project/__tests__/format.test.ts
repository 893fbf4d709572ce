import { describe, expect, it } from 'vitest';

import { formatMoney, percent } from '../lib/format';

describe('formatMoney', () => {
  it('formats cents as dollars', () => {
    expect(formatMoney(1900)).toBe('$19.00');
  });
});

describe('percent', () => {
  it('caps at 100', () => {
    expect(percent(12, 10)).toBe(100);
  });

  it('handles an empty whole', () => {
    expect(percent(3, 0)).toBe(0);
  });
});
