import { http } from './http'

export interface Order {
  id: number
  orderNo: string
  customerName: string
  /** in fen */
  amount: number
  status: 'pending' | 'paid' | 'shipped' | 'refunded'
  createdAt: string
}

export interface OrderQuery {
  page: number
  pageSize?: number
  keyword?: string
  dateRange?: [string, string] | null
  status?: Order['status'] | ''
}

export interface Page<T> {
  items: T[]
  total: number
}

export async function listOrders(q: OrderQuery): Promise<Page<Order>> {
  const params: Record<string, string | number> = { page: q.page, page_size: q.pageSize ?? 20 }
  if (q.keyword) params.keyword = q.keyword
  if (q.status) params.status = q.status
  if (q.dateRange) {
    params.created_from = q.dateRange[0]
    params.created_to = q.dateRange[1]
  }
  const { data } = await http.get<Page<Order>>('/admin/orders', { params })
  return data
}

export async function getOrder(id: number): Promise<Order> {
  const { data } = await http.get<Order>(`/admin/orders/${id}`)
  return data
}
