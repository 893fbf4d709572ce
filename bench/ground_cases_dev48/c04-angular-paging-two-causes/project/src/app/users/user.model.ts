export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'editor' | 'viewer';
  lastLoginAt: string | null;
  disabled: boolean;
}

export type UserSort = 'name' | 'email' | 'lastLoginAt';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
