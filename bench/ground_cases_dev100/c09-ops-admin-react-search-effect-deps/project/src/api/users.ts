import axios from 'axios'

export interface User {
  id: number
  username: string
  phone: string
  status: 'active' | 'banned'
  createdAt: number
  lastLoginAt: number | null
}

export interface UserQuery {
  q?: string
  page: number
  pageSize: number
}

export interface Paged<T> {
  items: T[]
  total: number
}

const http = axios.create({ baseURL: '/admin-api', timeout: 10_000 })

export async function fetchUsers(query: UserQuery): Promise<Paged<User>> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.pageSize }
  if (query.q) params.q = query.q
  const { data } = await http.get<Paged<User>>('/users', { params })
  return data
}

export async function banUser(id: number): Promise<void> {
  await http.post(`/users/${id}/ban`)
}

export async function unbanUser(id: number): Promise<void> {
  await http.post(`/users/${id}/unban`)
}
