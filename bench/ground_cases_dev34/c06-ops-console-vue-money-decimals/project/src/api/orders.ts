import { http } from './http'

export interface OrderRow {
  id: number
  orderNo: string
  buyer: string
  amount: number
  status: 'CREATED' | 'PAID' | 'SHIPPED' | 'FINISHED' | 'REFUNDING' | 'CLOSED'
  createdAt: string
}

export interface OrderQuery {
  page: number
  size: number
  keyword?: string
  status?: string
}

export interface PageResult<T> {
  total: number
  list: T[]
}

export function listOrders(q: OrderQuery, signal?: AbortSignal): Promise<PageResult<OrderRow>> {
  return http.get('/orders', { params: q, signal })
}
