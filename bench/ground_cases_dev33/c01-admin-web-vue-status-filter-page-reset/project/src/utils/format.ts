import dayjs from 'dayjs'

export function formatMoney(cents: number): string {
  return (cents / 100).toLocaleString('zh-CN', { style: 'currency', currency: 'CNY' })
}

export function formatDateTime(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (value === null || value === undefined || value === '') return '-'
  const d = dayjs(value)
  return d.isValid() ? d.format(pattern) : '-'
}

export const STATUS_LABEL: Record<string, string> = {
  pending: '待支付',
  paid: '已支付',
  shipped: '已发货',
  refunded: '已退款',
  closed: '已关闭',
}
