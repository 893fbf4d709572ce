import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { formatDate, formatTime, fromNow } from './time';

describe('time utils', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('formats UTC iso in the default zone', () => {
    expect(formatTime('2025-11-18T02:30:00Z')).toBe('2025/11/18 10:30');
  });

  it('returns - for empty or invalid input', () => {
    expect(formatTime(null)).toBe('-');
    expect(formatTime('not-a-date')).toBe('-');
  });

  it('formatDate keeps only the date part', () => {
    expect(formatDate('2025-11-18T17:30:00Z')).toBe('2025/11/19');
  });

  it('fromNow says 刚刚 within a minute', () => {
    const now = Date.parse('2025-11-18T02:30:30Z');
    expect(fromNow('2025-11-18T02:30:00Z', now)).toBe('刚刚');
  });
});
