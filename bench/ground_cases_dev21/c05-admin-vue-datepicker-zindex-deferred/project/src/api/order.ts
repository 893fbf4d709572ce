import request from './request'

export interface OrderQuery {
  keyword?: string
  status?: string
  startDate?: string
  endDate?: string
  page: number
  pageSize: number
}

export interface OrderRow {
  id: number
  orderNo: string
  buyer: string
  amount: number
  status: string
  createdAt: string
}

export function fetchOrders(params: OrderQuery) {
  return request.get<{ list: OrderRow[]; total: number }>('/admin/orders', { params })
}

export function exportOrders(params: Omit<OrderQuery, 'page' | 'pageSize'>) {
  return request.get<Blob>('/admin/orders/export', { params, responseType: 'blob' })
}
