import request from './request'
import type { PageResult } from '@/composables/usePagination'

export interface User {
  id: number
  username: string
  nickname: string
  phone: string
  deptId: number
  deptName: string
  status: 0 | 1
  createdAt: string
}

export interface UserQuery {
  keyword?: string
  status?: 0 | 1 | ''
  deptId?: number
}

export interface Dept {
  id: number
  name: string
}

export function fetchUsers(params: UserQuery & { page: number; pageSize: number }) {
  return request.get<PageResult<User>, PageResult<User>>('/admin/users', { params })
}

export function updateUserStatus(id: number, status: 0 | 1) {
  return request.put<void, void>(`/admin/users/${id}/status`, { status })
}

export function fetchDepts() {
  return request.get<Dept[], Dept[]>('/admin/depts')
}
