import { formatLastSeen, formatMessageTime, formatUnread } from '../src/utils/time';

// 2025-03-10 (周一) 14:30 本地时间
const NOW = new Date(2025, 2, 10, 14, 30).getTime();

describe('formatMessageTime', () => {
  it('shows HH:mm for today', () => {
    expect(formatMessageTime(new Date(2025, 2, 10, 9, 5).getTime(), NOW)).toBe('09:05');
  });

  it('shows 昨天 for yesterday', () => {
    expect(formatMessageTime(new Date(2025, 2, 9, 23, 59).getTime(), NOW)).toBe('昨天');
  });

  it('shows weekday within a week', () => {
    expect(formatMessageTime(new Date(2025, 2, 6, 12, 0).getTime(), NOW)).toBe('周四');
  });

  it('shows M/D for older messages', () => {
    expect(formatMessageTime(new Date(2025, 1, 14, 12, 0).getTime(), NOW)).toBe('2/14');
  });
});

describe('formatLastSeen', () => {
  it('shows minutes within an hour', () => {
    expect(formatLastSeen(NOW - 5 * 60 * 1000, NOW)).toBe('5分钟前在线');
  });

  it('shows hours within a day', () => {
    expect(formatLastSeen(NOW - 3 * 60 * 60 * 1000 - 1000, NOW)).toBe('3小时前在线');
  });

  it('shows the date for older', () => {
    expect(formatLastSeen(new Date(2025, 2, 1, 8, 0).getTime(), NOW)).toBe('3月1日在线');
  });
});

describe('formatUnread', () => {
  it('keeps small counts', () => {
    expect(formatUnread(7)).toBe('7');
  });

  it('caps large counts', () => {
    expect(formatUnread(120)).toBe('99+');
  });
});
