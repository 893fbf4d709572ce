import { addMinutes, formatSlot, isPast, parseSlot } from './date';

describe('parseSlot', () => {
  test('combines date and time', () => {
    const d = parseSlot('2025-12-01', '10:30');
    expect(d.getHours()).toBe(10);
    expect(d.getMinutes()).toBe(30);
  });
});

describe('formatSlot', () => {
  test('shows month/day, weekday and time', () => {
    expect(formatSlot(new Date(2025, 11, 1, 9, 5))).toBe('12/1(月) 09:05');
  });
});

describe('isPast', () => {
  test('compares with now', () => {
    expect(isPast(new Date(2000, 0, 1))).toBe(true);
  });
});

describe('addMinutes', () => {
  test('adds minutes', () => {
    expect(addMinutes(new Date(2025, 0, 1, 10, 0), 90).getHours()).toBe(11);
  });
});
