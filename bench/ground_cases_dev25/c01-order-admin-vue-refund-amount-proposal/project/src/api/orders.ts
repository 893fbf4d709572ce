import http from './http'

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'refunded' | 'closed'

export interface Order {
  id: number
  orderNo: string
  customerName: string
  status: OrderStatus
  /** 金额,单位:分。退款单为负数 */
  amountCents: number
  createdAt: string
}

export interface OrderQuery {
  page: number
  pageSize: number
  status?: OrderStatus
  keyword?: string
}

export interface Paged<T> {
  items: T[]
  total: number
}

export async function fetchOrders(q: OrderQuery): Promise<Paged<Order>> {
  const { data } = await http.get<Paged<Order>>('/api/orders', { params: q })
  return data
}

export async function fetchOrder(id: number): Promise<Order> {
  const { data } = await http.get<Order>(`/api/orders/${id}`)
  return data
}
