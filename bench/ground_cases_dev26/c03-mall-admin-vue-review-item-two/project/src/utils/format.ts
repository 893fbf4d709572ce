// Display helpers shared by the admin pages.

const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' })

/** Amount in cents (分) as "¥1,234.50". */
export function formatPrice(cents: number): string {
  return yuan.format(cents)
}

/** "2025-11-20" from an ISO timestamp, in the browser's zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  const mm = String(d.getMonth() + 1).padStart(2, '0')
  const dd = String(d.getDate()).padStart(2, '0')
  return `${d.getFullYear()}-${mm}-${dd}`
}

/** 13800138000 -> 138****8000 */
export function maskPhone(phone: string): string {
  if (phone.length !== 11) return phone
  return `${phone.slice(0, 3)}****${phone.slice(7)}`
}

export function formatPercent(ratio: number, digits = 1): string {
  return `${(ratio * 100).toFixed(digits)}%`
}

export function truncate(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
