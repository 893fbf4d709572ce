const DAY = 24 * 60 * 60 * 1000;

export function daysSince(isoString, now = new Date()) {
  return Math.floor((now - new Date(isoString)) / DAY);
}

export function isWorkday(date = new Date()) {
  const day = date.getDay();
  return day !== 0 && day !== 6;
}

export function formatLastSeen(isoString, now = new Date()) {
  if (!isoString) return '从未登录';
  const days = daysSince(isoString, now);
  if (days <= 0) return '今天';
  if (days === 1) return '昨天';
  return `${days} 天前`;
}
