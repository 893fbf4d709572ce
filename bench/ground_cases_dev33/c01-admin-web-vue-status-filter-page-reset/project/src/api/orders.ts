import { http } from './http'

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'refunded' | 'closed'

export interface OrderRow {
  id: number
  orderNo: string
  buyerName: string
  amount: number
  status: OrderStatus
  createdAt: string
}

export interface OrderQuery {
  page: number
  pageSize: number
  status?: OrderStatus
  keyword?: string
  startDate?: string
  endDate?: string
}

export interface PageResult<T> {
  list: T[]
  total: number
}

export function fetchOrders(q: OrderQuery): Promise<PageResult<OrderRow>> {
  return http.get('/admin/orders', { params: q })
}

export function exportOrders(q: Omit<OrderQuery, 'page' | 'pageSize'>): Promise<Blob> {
  return http.get('/admin/orders/export', { params: q, responseType: 'blob' })
}
