export interface User {
  id: string
  name: string
  email: string
  role: 'admin' | 'operator' | 'viewer'
  lastSeenAt: string | null
}

export interface UserQuery {
  q?: string
  page: number
}

export async function fetchUsers({ q, page }: UserQuery): Promise<{ items: User[]; total: number }> {
  const params = new URLSearchParams({ page: String(page) })
  if (q) params.set('q', q)
  const res = await fetch(`/api/users?${params}`)
  if (!res.ok) throw new Error(`GET /api/users ${res.status}`)
  return res.json()
}

export async function fetchOnlineIds(): Promise<string[]> {
  const res = await fetch('/api/users/online')
  if (!res.ok) throw new Error(`GET /api/users/online ${res.status}`)
  return res.json()
}
