// 后端统一返回 "YYYY-MM-DD HH:mm:ss"（北京时间），这里集中处理
const pad = (n: number) => String(n).padStart(2, '0')

export function parseServerTime(s: string | null | undefined): Date | null {
  if (!s) return null
  return new Date(s)
}

export function formatDateTime(s: string | null | undefined): string {
  const d = parseServerTime(s)
  if (!d) return '-'
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}`
  )
}

export function formatDate(s: string | null | undefined): string {
  const d = parseServerTime(s)
  if (!d) return '-'
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export function fromNow(s: string | null | undefined, now = new Date()): string {
  const d = parseServerTime(s)
  if (!d) return '-'
  const diff = Math.floor((now.getTime() - d.getTime()) / 1000)
  if (diff < 60) return '刚刚'
  if (diff < 3600) return `${Math.floor(diff / 60)} 分钟前`
  if (diff < 86400) return `${Math.floor(diff / 3600)} 小时前`
  return formatDate(s)
}
