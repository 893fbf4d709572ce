import { formatDate, isSameDay } from './date';

describe('formatDate', () => {
  it('formats in JST', () => {
    expect(formatDate('2024-03-31T15:30:00Z')).toBe('2024/04/01');
  });

  it('compares days in JST', () => {
    expect(isSameDay('2024-03-31T15:30:00Z', '2024-04-01T00:10:00Z')).toBe(true);
  });
});
