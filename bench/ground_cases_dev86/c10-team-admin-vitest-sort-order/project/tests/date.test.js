import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysSince, formatLastSeen, isWorkday } from '../src/utils/date.js';

describe('daysSince', () => {
  it('counts whole days', () => {
    expect(daysSince('2024-08-01T00:00:00Z', new Date('2024-08-04T12:00:00Z'))).toBe(3);
  });
});

describe('isWorkday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is true on a Wednesday when called without a date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-08-21T12:00:00'));
    expect(isWorkday()).toBe(true);
  });

  it('is false on Sunday', () => {
    expect(isWorkday(new Date('2024-08-25T12:00:00'))).toBe(false);
  });
});

describe('formatLastSeen', () => {
  it('handles never', () => {
    expect(formatLastSeen(null)).toBe('从未登录');
  });

  it('says yesterday', () => {
    expect(formatLastSeen('2024-08-24T08:00:00Z', new Date('2024-08-25T09:00:00Z'))).toBe('昨天');
  });
});
