export interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "member" | "viewer";
  active: boolean;
  lastLoginAt: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
}
