import type { Order, OrderQuery } from '@/types'

const BASE = import.meta.env.VITE_API_BASE ?? '/api'

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toQuery(params: Record<string, any>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null) q.set(k, String(v))
  }
  const s = q.toString()
  return s ? `?${s}` : ''
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { credentials: 'include' })
  if (!res.ok) {
    throw new ApiError(res.status, `${res.status} ${res.statusText}`)
  }
  return (await res.json()) as T
}

export function fetchOrders(query: OrderQuery): Promise<Order[]> {
  return get<Order[]>(`/orders${toQuery({ ...query })}`)
}

export function fetchOrder(id: number): Promise<Order> {
  return get<Order>(`/orders/${id}`)
}
