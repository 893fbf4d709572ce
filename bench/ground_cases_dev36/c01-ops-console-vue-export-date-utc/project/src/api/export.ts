import { http } from './http'
import { formatDate, formatDateTime } from '@/utils/date'
import type { Order } from '@/types/order'

const HEADERS = ['订单号', '下单日期', '支付时间', '买家', '金额', '状态']

function escapeCell(value: unknown): string {
  const s = value == null ? '' : String(value)
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(orders: Order[]): string {
  const rows = orders.map((o) => [
    o.orderNo,
    formatDate(o.createdAt),
    o.paidAt ? formatDateTime(o.paidAt) : '',
    o.buyerName,
    (o.amountCents / 100).toFixed(2),
    o.statusText,
  ])
  return [HEADERS, ...rows].map((r) => r.map(escapeCell).join(',')).join('\n')
}

export async function exportOrdersCsv(params: Record<string, unknown>): Promise<Blob> {
  const orders: Order[] = []
  let page = 1
  for (;;) {
    const res = await http.get<{ list: Order[]; total: number }>('/orders', {
      params: { ...params, page, pageSize: 200 },
    })
    orders.push(...res.data.list)
    if (orders.length >= res.data.total || res.data.list.length === 0) break
    page += 1
  }
  const bom = '\uFEFF'
  return new Blob([bom + toCsv(orders)], { type: 'text/csv;charset=utf-8' })
}
