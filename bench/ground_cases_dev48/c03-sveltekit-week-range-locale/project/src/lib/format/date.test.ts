import { describe, expect, it } from 'vitest';
import { formatDate, nightsBetween, weekBounds } from './date';

describe('formatDate', () => {
  it('formats Chinese dates', () => {
    expect(formatDate('2025-03-12T10:00:00', 'zh')).toBe('2025年3月12日');
  });

  it('formats English dates', () => {
    expect(formatDate('2025-03-12T10:00:00', 'en')).toBe('Mar 12, 2025');
  });

  it('formats German dates', () => {
    expect(formatDate('2025-03-12T10:00:00', 'de')).toBe('12.03.2025');
  });
});

describe('nightsBetween', () => {
  it('counts nights across a DST change', () => {
    expect(nightsBetween('2025-03-29', '2025-04-01')).toBe(3);
  });

  it('never goes negative', () => {
    expect(nightsBetween('2025-04-01', '2025-03-29')).toBe(0);
  });
});

describe('weekBounds', () => {
  it('starts on Monday', () => {
    const [mon, sun] = weekBounds('2025-03-05T12:00:00');
    expect(mon.getDate()).toBe(3);
    expect(sun.getDate()).toBe(9);
  });
});
