import request from '@/utils/request'

export interface OrderRow {
  id: number
  orderNo: string
  status: 'pending' | 'paid' | 'shipped' | 'finished' | 'closed'
  payAmountFen: number
  /** 后端返回 UTC 时间，格式 2025-05-01T02:13:45（不带时区） */
  createdAt: string
}

export interface OrderQuery {
  status?: string
  page: number
  size: number
  startTime?: string
  endTime?: string
}

export interface PageResult<T> {
  list: T[]
  total: number
}

export function fetchOrders(params: OrderQuery): Promise<PageResult<OrderRow>> {
  return request.get('/admin/orders', { params })
}

export function fetchOrder(id: number): Promise<OrderRow> {
  return request.get(`/admin/orders/${id}`)
}

export function closeOrder(id: number, reason: string): Promise<void> {
  return request.post(`/admin/orders/${id}/close`, { reason })
}
