import { formatStart } from '../src/reminders/reminder.service';

describe('formatStart', () => {
  it('formats in the given time zone', () => {
    const d = new Date('2024-05-18T02:00:00Z');
    expect(formatStart(d, 'Asia/Shanghai')).toContain('10:00');
  });

  it('keeps the day in the salon time zone', () => {
    const d = new Date('2024-05-17T17:30:00Z');
    expect(formatStart(d, 'Asia/Shanghai')).toMatch(/5\/18/);
  });
});
