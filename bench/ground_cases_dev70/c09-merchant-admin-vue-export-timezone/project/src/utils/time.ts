import { useUserStore } from '@/stores/user';

/**
 * 后端返回的时间都是 UTC 的 ISO 字符串（2025-11-18T02:30:00Z），
 * 页面上统一按商户所在时区显示。
 */
export function formatTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: currentTimezone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: withSeconds ? '2-digit' : undefined,
    hour12: false,
  }).format(date);
}

export function formatDate(iso: string | null | undefined): string {
  return formatTime(iso).slice(0, 10);
}

/** 相对时间：刚刚 / N 分钟前 / 具体时间 */
export function fromNow(iso: string, now = Date.now()): string {
  const diff = Math.floor((now - new Date(iso).getTime()) / 1000);
  if (diff < 60) return '刚刚';
  if (diff < 3600) return `${Math.floor(diff / 60)} 分钟前`;
  return formatTime(iso);
}

export function currentTimezone(): string {
  return useUserStore().timezone;
}
