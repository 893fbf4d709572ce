import { http } from './client';

export interface AdminUser {
  id: number;
  email: string;
  displayName: string;
  role: 'admin' | 'editor' | 'viewer';
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
}

export interface UserPage {
  items: AdminUser[];
  total: number;
}

export interface UserQuery {
  /** 1-based, as shown in the pager */
  page: number;
  pageSize: number;
  search?: string;
  role?: AdminUser['role'];
}

/** GET /admin/users?offset=&limit= — the server sorts by created_at ascending. */
export async function fetchUsers(q: UserQuery): Promise<UserPage> {
  const params = new URLSearchParams({
    offset: String(q.page * q.pageSize),
    limit: String(q.pageSize),
    sort: 'created_at',
  });
  if (q.search) params.set('q', q.search.trim());
  if (q.role) params.set('role', q.role);
  return http.get<UserPage>(`/admin/users?${params}`);
}

export async function setUserDisabled(id: number, disabled: boolean): Promise<AdminUser> {
  return http.patch<AdminUser>(`/admin/users/${id}`, { disabled });
}
