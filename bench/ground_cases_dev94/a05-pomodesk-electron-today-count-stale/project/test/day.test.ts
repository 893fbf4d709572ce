import { describe, expect, it } from 'vitest';

import { dayKey, formatClock, formatMinutes, lastNDays } from '../src/shared/day';

describe('dayKey', () => {
  it('uses the local calendar day', () => {
    expect(dayKey(new Date(2025, 0, 9, 23, 45))).toBe('2025-01-09');
  });
});

describe('lastNDays', () => {
  it('ends with today, oldest first', () => {
    expect(lastNDays(new Date(2025, 2, 2, 8), 3)).toEqual(['2025-02-28', '2025-03-01', '2025-03-02']);
  });
});

describe('formatMinutes', () => {
  it('formats hours and minutes', () => {
    expect(formatMinutes(25)).toBe('25 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(135)).toBe('2 h 15 min');
  });
});

describe('formatClock', () => {
  it('pads seconds', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(1500)).toBe('25:00');
  });
});
