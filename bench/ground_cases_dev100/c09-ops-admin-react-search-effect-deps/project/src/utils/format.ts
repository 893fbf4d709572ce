/** 展示用的格式化函数。 */
import dayjs from 'dayjs'

export function maskPhone(phone: string): string {
  if (!/^\d{11}$/.test(phone)) return phone
  return phone.slice(0, 3) + '****' + phone.slice(7)
}

export function formatTime(ts: number | null): string {
  if (ts === null) return '-'
  // 后端返回的是秒级时间戳
  return dayjs.unix(ts).format('YYYY-MM-DD HH:mm')
}

export function statusText(status: 'active' | 'banned'): string {
  return status === 'active' ? '正常' : '已封禁'
}

export function formatCount(n: number): string {
  if (n >= 10_000) return (n / 10_000).toFixed(1) + '万'
  return String(n)
}

export function truncate(s: string, max = 20): string {
  return s.length > max ? s.slice(0, max - 1) + '…' : s
}

export function joinNonEmpty(parts: Array<string | null | undefined>, sep = ' / '): string {
  return parts.filter((p): p is string => !!p).join(sep)
}

export function percent(part: number, total: number): string {
  if (total === 0) return '0%'
  return ((part / total) * 100).toFixed(1) + '%'
}
