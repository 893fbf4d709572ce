import { formatRange, nightsBetween, isUpcoming } from '../dates';

describe('nightsBetween', () => {
  it('counts nights, not days', () => {
    expect(nightsBetween('2025-05-03', '2025-05-07')).toBe(4);
  });

  it('is zero for a day trip', () => {
    expect(nightsBetween('2025-05-03', '2025-05-03')).toBe(0);
  });
});

describe('formatRange', () => {
  it('collapses the month when both dates share it', () => {
    expect(formatRange('2025-05-03', '2025-05-07')).toBe('May 3\u20137, 2025');
  });

  it('spells out both dates across months', () => {
    expect(formatRange('2025-05-30', '2025-06-02')).toBe('May 30, 2025 \u2013 Jun 2, 2025');
  });
});

describe('isUpcoming', () => {
  it('treats today as upcoming', () => {
    const now = new Date(2025, 4, 3, 18, 30);
    expect(isUpcoming('2025-05-03', now)).toBe(true);
  });

  it('treats yesterday as past', () => {
    const now = new Date(2025, 4, 4, 9, 0);
    expect(isUpcoming('2025-05-03', now)).toBe(false);
  });
});
