import { it, expect } from 'vitest';
import { yen } from '../src/format.js';

it('formats yen', () => {
  expect(yen(1234567)).toBe('¥1,234,567');
});
