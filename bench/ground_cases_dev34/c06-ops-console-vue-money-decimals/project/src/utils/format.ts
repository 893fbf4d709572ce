const STATUS_TEXT: Record<string, string> = {
  CREATED: '待支付',
  PAID: '已支付',
  SHIPPED: '已发货',
  FINISHED: '已完成',
  REFUNDING: '退款中',
  CLOSED: '已关闭',
}

export function statusText(s: string): string {
  return STATUS_TEXT[s] ?? s
}

export function formatDateTime(iso: string): string {
  if (!iso) return '-'
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** 金额（元）格式化为 ¥1,234.50 */
export function formatMoney(v: number | string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '-'
  const n = typeof v === 'string' ? Number(v) : v
  if (Number.isNaN(n)) return '-'
  const rounded = Math.round(n * 100) / 100
  return '¥' + rounded.toLocaleString('zh-CN')
}

export function maskPhone(p: string): string {
  return p && p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p
}
