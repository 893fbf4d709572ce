import dayjs from 'dayjs';

/**
 * 入住期间的每一晚：[checkIn, checkOut)，离店那天不占房。
 * eachNight('2025-11-21', '2025-11-23') => ['2025-11-21', '2025-11-22']
 */
export function eachNight(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  let d = dayjs(checkIn);
  const end = dayjs(checkOut);
  while (d.isBefore(end, 'day')) {
    nights.push(d.format('YYYY-MM-DD'));
    d = d.add(1, 'day');
  }
  return nights;
}

/** 是否周五/周六晚（周末价） */
export function isWeekendNight(night: string): boolean {
  const w = dayjs(night).day();
  return w === 5 || w === 6;
}

/** 未来 n 天的日期，从今天开始 */
export function nextDays(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(dayjs().add(i, 'day').format('YYYY-MM-DD'));
  }
  return out;
}
