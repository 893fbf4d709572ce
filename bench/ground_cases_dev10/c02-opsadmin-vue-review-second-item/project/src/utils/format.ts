export function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

/** 2024-05-01 13:45，withTime=false 时只到日期 */
export function formatDate(value: string | number | Date | null | undefined, withTime = true): string {
  if (!value) return '-'
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return '-'
  const date = `${d.getFullYear()}-${pad(d.getMonth())}-${pad(d.getDate())}`
  if (!withTime) return date
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** 13812345678 -> 138****5678 */
export function maskPhone(phone?: string): string {
  if (!phone) return '-'
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}

export function formatMoney(cents: number): string {
  return (cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
