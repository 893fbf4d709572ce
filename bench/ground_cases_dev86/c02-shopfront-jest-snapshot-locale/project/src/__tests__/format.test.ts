import { formatDiscount, formatQuantity } from '../utils/format';

describe('formatDiscount', () => {
  it.each([
    [0.85, '8.5折'],
    [0.9, '9折'],
    [0.5, '5折'],
  ])('%p -> %p', (ratio, expected) => {
    expect(formatDiscount(ratio)).toBe(expected);
  });
});

describe('formatQuantity', () => {
  it('hides zero', () => {
    expect(formatQuantity(0)).toBe('');
  });

  it('uses the unit', () => {
    expect(formatQuantity(3, '箱')).toBe('3箱');
  });
});
