const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** 列表右上角的时间：今天显示 HH:mm，昨天显示“昨天”，一周内显示星期，再早显示 M/D。参数是毫秒。 */
export function formatMessageTime(ms: number, now: number = Date.now()): string {
  const d = new Date(ms);
  const today = new Date(now);
  if (isSameDay(d, today)) {
    return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
  const yesterday = new Date(now - DAY);
  if (isSameDay(d, yesterday)) {
    return '昨天';
  }
  if (now - ms < 6 * DAY) {
    return ['周日', '周一', '周二', '周三', '周四', '周五', '周六'][d.getDay()];
  }
  return `${d.getMonth() + 1}/${d.getDate()}`;
}

/** 对方最后在线：1 分钟内“刚刚在线”，1 小时内“N分钟前在线”，当天内“N小时前在线”，再早显示“M月D日在线”。参数是毫秒。 */
export function formatLastSeen(ms: number, now: number = Date.now()): string {
  const diff = now - ms;
  if (diff < MINUTE) {
    return '刚刚在线';
  }
  if (diff < HOUR) {
    return `${Math.floor(diff / MINUTE)}分钟前在线`;
  }
  if (diff < DAY) {
    return `${Math.floor(diff / HOUR)}小时前在线`;
  }
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日在线`;
}

export function formatUnread(count: number): string {
  return count > 99 ? '99+' : String(count);
}
