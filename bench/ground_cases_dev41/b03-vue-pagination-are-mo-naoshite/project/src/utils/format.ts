const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })
const dateTime = new Intl.DateTimeFormat('ja-JP', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** 1980 -> "￥1,980" */
export function formatYen(value: number): string {
  return yen.format(value)
}

/** ISO string or Date -> "2025/11/14 09:30" */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(d.getTime()) ? '-' : dateTime.format(d)
}

/** 0.125 -> "12.5%" */
export function formatPercent(value: number, digits = 1): string {
  return `${(value * 100).toFixed(digits)}%`
}

export function truncate(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}
