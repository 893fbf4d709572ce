import { describe, expect, it } from 'vitest';
import { parse, roll } from '../src/dice.js';

const fixed = (...values) => {
  let i = 0;
  return () => (values[i++ % values.length] - 1) / 6 + 0.01;
};

describe('parse', () => {
  it('reads count, sides and modifier', () => {
    expect(parse('2d6+3')).toMatchObject({ count: 2, sides: 6, modifier: 3 });
    expect(parse('d20')).toMatchObject({ count: 1, sides: 20, modifier: 0 });
  });
});

describe('keep/drop', () => {
  it('drops the lowest die', () => {
    expect(roll('4d6dl1', fixed(6, 6, 6, 1)).total).toBe(18);
    expect(roll('4d6kh3', fixed(2, 5, 1, 4)).total).toBe(11);
  });
});

describe('roll', () => {
  it('adds the modifier', () => {
    expect(roll('2d6+1', fixed(3, 4)).total).toBe(8);
  });
});
