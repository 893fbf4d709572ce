import { describe, expect, it } from 'vitest';
import { formatPrice, parseYuan, sumLines } from '../money';

describe('money', () => {
  it('formats cents as yuan', () => {
    expect(formatPrice(1230)).toBe('¥12.30');
    expect(formatPrice(5)).toBe('¥0.05');
  });

  it('sums lines', () => {
    expect(sumLines([{ qty: 2, unitPrice: 6800 }, { qty: 1, unitPrice: 150 }])).toBe(13750);
  });

  it('parses amounts', () => {
    expect(parseYuan('12.3')).toBe(1230);
    expect(parseYuan('¥12')).toBe(1200);
    expect(parseYuan('abc')).toBeNull();
  });
});
