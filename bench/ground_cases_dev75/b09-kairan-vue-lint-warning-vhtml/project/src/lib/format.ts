/** Badge text for an unread counter: '' for zero, '99+' above 99. */
export function unreadLabel(count: number): string {
  if (count <= 0) return '';
  if (count > 99) return '99+';
  return String(count);
}

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** 1536 -> "1.5 KB" */
export function fileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

export function relativeTime(date: Date, now = new Date()): string {
  const sec = Math.round((now.getTime() - date.getTime()) / 1000);
  if (sec < 60) return 'たった今';
  if (sec < 3600) return `${Math.floor(sec / 60)}分前`;
  if (sec < 86400) return `${Math.floor(sec / 3600)}時間前`;
  return `${Math.floor(sec / 86400)}日前`;
}
