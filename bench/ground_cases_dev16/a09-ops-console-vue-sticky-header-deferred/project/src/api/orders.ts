export interface Order {
  id: number
  number: string
  placedAt: string
  customer: string
  status: 'open' | 'shipped' | 'cancelled'
  totalCents: number
}

export interface OrderQuery {
  status?: string
  limit?: number
}

export function toSearchParams(query: OrderQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.status) params.set('status', query.status)
  params.set('limit', String(query.limit ?? 200))
  return params
}

export async function fetchOrders(query: OrderQuery = {}): Promise<Order[]> {
  const res = await fetch(`/api/orders?${toSearchParams(query)}`)
  if (!res.ok) throw new Error(`GET /api/orders: ${res.status}`)
  return res.json()
}

export async function mergeOrders(ids: Order['id'][]): Promise<void> {
  const res = await fetch('/api/orders/merge', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids }),
  })
  if (!res.ok) throw new Error(`POST /api/orders/merge: ${res.status}`)
}
