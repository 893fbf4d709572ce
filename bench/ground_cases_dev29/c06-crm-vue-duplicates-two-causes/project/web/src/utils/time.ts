import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('zh-cn');

export function formatDate(iso: string | null): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '—';
}

export function formatDateTime(iso: string | null): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
}

/** "3 天前", "几秒前"; the exact time goes in a title attribute. */
export function formatRelative(iso: string | null): string {
  return iso ? dayjs(iso).fromNow() : '—';
}
