export type Order = {
  id: number
  code: string
  customer: string
  amount: number
  orderedAt: string
  status: 'new' | 'shipped' | 'cancelled'
}

export type OrderPage = {
  items: Order[]
  total: number
}

const BASE = '/api'

export async function fetchOrders(keyword: string, page: number, signal?: AbortSignal): Promise<OrderPage> {
  const params = new URLSearchParams({ q: keyword, page: String(page), per: '50' })
  const res = await fetch(`${BASE}/orders?${params}`, { signal })
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`)
  }
  return res.json()
}

export async function fetchOrder(id: number): Promise<Order> {
  const res = await fetch(`${BASE}/orders/${id}`)
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`)
  }
  return res.json()
}
