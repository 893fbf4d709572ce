import { describe, expect, it } from 'vitest';
import { formatPrice, formatQty } from './format';

describe('formatPrice', () => {
  it('formats numbers with two decimals', () => {
    expect(formatPrice(12.5)).toBe('¥12.50');
  });

  it('accepts decimal strings from the API', () => {
    expect(formatPrice('25.80')).toBe('¥25.80');
  });

  it('formats zero', () => {
    expect(formatPrice(0)).toBe('¥0.00');
    expect(formatPrice('0.00')).toBe('¥0.00');
  });

  it('puts the sign before the currency', () => {
    expect(formatPrice(-3.5)).toBe('-¥3.50');
    expect(formatPrice('-12.00')).toBe('-¥12.00');
  });
});

describe('formatQty', () => {
  it('caps at 99+', () => {
    expect(formatQty(120)).toBe('99+');
    expect(formatQty(3)).toBe('3');
  });
});
