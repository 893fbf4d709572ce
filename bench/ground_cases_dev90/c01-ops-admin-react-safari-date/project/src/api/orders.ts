export interface Order {
  id: number
  orderNo: string
  buyer: string
  amount: number
  status: 'pending' | 'paid' | 'shipped' | 'refunded'
  createdAt: string // 后端返回 "2024-05-01 12:00:00"
  paidAt: string | null
}

export interface OrderQuery {
  status?: string
  keyword?: string
  page: number
  pageSize: number
}

export interface Page<T> {
  list: T[]
  total: number
}

async function request<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' })
  if (!res.ok) {
    throw new Error(`请求失败: ${res.status}`)
  }
  const body = await res.json()
  if (body.code !== 0) throw new Error(body.message || '接口错误')
  return body.data as T
}

export function fetchOrders(q: OrderQuery): Promise<Page<Order>> {
  const params = new URLSearchParams()
  if (q.status) params.set('status', q.status)
  if (q.keyword) params.set('keyword', q.keyword)
  params.set('page', String(q.page))
  params.set('pageSize', String(q.pageSize))
  return request<Page<Order>>(`/api/orders?${params}`)
}

export function fetchDailyStats(): Promise<{ day: string; count: number }[]> {
  return request('/api/orders/stats/daily')
}
