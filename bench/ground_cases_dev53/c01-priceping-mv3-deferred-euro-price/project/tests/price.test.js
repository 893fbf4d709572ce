import { describe, it, expect } from 'vitest';
import { parsePrice, formatPrice, detectCurrency, percentDrop } from '../src/lib/price.js';

describe('parsePrice', () => {
  it('reads dollar prices with thousands separators', () => {
    expect(parsePrice('$1,299.00')).toBe(1299);
  });
  it('reads eBay style prices', () => {
    expect(parsePrice('US $24.99')).toBe(24.99);
  });
  it('returns null for empty text', () => {
    expect(parsePrice('')).toBeNull();
  });
});

describe('formatPrice', () => {
  it('formats in the given locale', () => {
    expect(formatPrice(1299, 'USD', 'en-US')).toBe('$1,299.00');
  });
  it('shows a dash for unknown prices', () => {
    expect(formatPrice(null)).toBe('—');
  });
});

describe('detectCurrency', () => {
  it('finds the symbol', () => {
    expect(detectCurrency('€ 12,50')).toBe('EUR');
    expect(detectCurrency('£9.99')).toBe('GBP');
  });
});

describe('percentDrop', () => {
  it('rounds to whole percent', () => {
    expect(percentDrop(100, 87.5)).toBe(13);
  });
});
