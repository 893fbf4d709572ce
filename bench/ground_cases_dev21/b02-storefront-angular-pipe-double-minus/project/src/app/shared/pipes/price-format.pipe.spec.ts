import { PriceFormatPipe } from './price-format.pipe';

describe('PriceFormatPipe', () => {
  const pipe = new PriceFormatPipe();

  it('should format yen with thousands separators', () => {
    expect(pipe.transform(1200)).toBe('¥1,200');
    expect(pipe.transform(1234567)).toBe('¥1,234,567');
  });

  it('should round to whole yen', () => {
    expect(pipe.transform(99.6)).toBe('¥100');
  });

  it('should show a dash for empty values', () => {
    expect(pipe.transform(null)).toBe('—');
    expect(pipe.transform(undefined)).toBe('—');
  });

  it('should format negative amounts with a minus sign', () => {
    expect(pipe.transform(-1200)).toBe('-¥1,200');
  });

  it('should prefix plus when showSign is set', () => {
    expect(pipe.transform(300, 'JPY', true)).toBe('+¥300');
    expect(pipe.transform(0, 'JPY', true)).toBe('¥0');
  });
});
