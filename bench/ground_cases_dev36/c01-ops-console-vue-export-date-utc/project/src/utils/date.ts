/**
 * 日期工具。后端返回的时间都是 ISO 字符串（带 +08:00 或 Z），
 * 页面展示和导出统一用这里的函数格式化，不要在组件里自己拼。
 */

export type DateInput = Date | string | number

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

export function toDate(input: DateInput): Date {
  const d = input instanceof Date ? input : new Date(input)
  if (Number.isNaN(d.getTime())) {
    throw new Error(`invalid date: ${String(input)}`)
  }
  return d
}

/** YYYY-MM-DD */
export function formatDate(input: DateInput): string {
  return toDate(input).toISOString().slice(0, 10)
}

/** YYYY-MM-DD HH:mm:ss，本地时间 */
export function formatDateTime(input: DateInput): string {
  const d = toDate(input)
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  return `${date} ${time}`
}

export function startOfDay(input: DateInput): Date {
  const d = new Date(toDate(input))
  d.setHours(0, 0, 0, 0)
  return d
}

/** 两个日期之间相差的自然天数（忽略时分秒） */
export function daysBetween(a: DateInput, b: DateInput): number {
  const ms = startOfDay(b).getTime() - startOfDay(a).getTime()
  return Math.round(ms / 86_400_000)
}

export function isSameDay(a: DateInput, b: DateInput): boolean {
  return formatDate(a) === formatDate(b)
}
