import axios from 'axios'

export interface Order {
  id: number
  orderNo: string
  customer: string
  amount: string
  status: 'pending' | 'paid' | 'shipped' | 'refunded'
  createdAt: string
}

export interface Page<T> {
  items: T[]
  total: number
}

export interface OrderQuery {
  page: number
  pageSize: number
  status?: Order['status']
  keyword?: string
}

const http = axios.create({ baseURL: '/api', timeout: 15000 })

export async function fetchOrders(q: OrderQuery): Promise<Page<Order>> {
  const { data } = await http.get<Page<Order>>('/orders', { params: q })
  return data
}

export async function refundOrder(id: number): Promise<void> {
  await http.post(`/orders/${id}/refund`)
}
