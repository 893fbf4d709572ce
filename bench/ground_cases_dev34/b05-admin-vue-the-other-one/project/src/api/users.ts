export type Role = 'admin' | 'editor' | 'viewer'

export interface User {
  id: number
  name: string
  email: string
  role: Role
}

export interface UserQuery {
  keyword?: string
  role?: Role | ''
  limit: number
  offset: number
}

export interface Page<T> {
  items: T[]
  total: number
}

const BASE = import.meta.env.VITE_API_BASE ?? '/api'
const TIMEOUT_MS = 10_000

export async function fetchUsers(q: UserQuery): Promise<Page<User>> {
  const params = new URLSearchParams({ limit: String(q.limit), offset: String(q.offset) })
  if (q.keyword) params.set('q', q.keyword)
  if (q.role) params.set('role', q.role)
  const res = await fetch(`${BASE}/users?${params}`, {
    credentials: 'include',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!res.ok) {
    throw new Error(`ユーザー一覧の取得に失敗しました (${res.status})`)
  }
  return (await res.json()) as Page<User>
}
