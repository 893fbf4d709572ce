export type CartItem = {
  sku: string
  name: string
  price: number // 税抜・円
  qty: number
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    ...init,
  })
  if (!res.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status}`)
  }
  return res.json() as Promise<T>
}

export function fetchCart(userId: string): Promise<CartItem[]> {
  return request<CartItem[]>(`/users/${userId}/cart`)
}

export function updateQty(userId: string, sku: string, qty: number): Promise<CartItem[]> {
  return request<CartItem[]>(`/users/${userId}/cart/${sku}`, { method: 'PATCH', body: JSON.stringify({ qty }) })
}

export function deleteItem(userId: string, sku: string): Promise<void> {
  return request<void>(`/users/${userId}/cart/${sku}`, { method: 'DELETE' })
}
