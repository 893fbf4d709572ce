import { ref } from 'vue'
import type { LocationQuery } from 'vue-router'
import type { Order } from '@/api/orders'

export type OrderStatus = Order['status']

export const STATUS_OPTIONS: { value: OrderStatus; label: string }[] = [
  { value: 'pending', label: '待支付' },
  { value: 'paid', label: '已支付' },
  { value: 'shipped', label: '已发货' },
  { value: 'refunded', label: '已退款' },
]

export interface OrderFilters {
  keyword: string
  dateRange: [string, string] | null
  /** '' means all statuses */
  status: OrderStatus | ''
}

export function emptyFilters(): OrderFilters {
  return { keyword: '', dateRange: null, status: '' }
}

function isStatus(value: string): value is OrderStatus {
  return STATUS_OPTIONS.some((o) => o.value === value)
}

/** Filters as URL query parameters (empty values are left out). */
export function toQuery(f: OrderFilters): Record<string, string> {
  const q: Record<string, string> = {}
  if (f.keyword.trim()) q.keyword = f.keyword.trim()
  if (f.dateRange) {
    q.from = f.dateRange[0]
    q.to = f.dateRange[1]
  }
  if (f.status) q.status = f.status
  return q
}

/** The inverse of toQuery: filters from the URL, ignoring values we do not know. */
export function fromQuery(q: LocationQuery): OrderFilters {
  const f = emptyFilters()
  if (typeof q.keyword === 'string') f.keyword = q.keyword
  if (typeof q.from === 'string' && typeof q.to === 'string') f.dateRange = [q.from, q.to]
  if (typeof q.status === 'string' && isStatus(q.status)) f.status = q.status
  return f
}

export function useOrderFilters() {
  const filters = ref<OrderFilters>(emptyFilters())

  function reset() {
    filters.value = emptyFilters()
  }

  return { filters, toQuery, fromQuery, reset }
}
