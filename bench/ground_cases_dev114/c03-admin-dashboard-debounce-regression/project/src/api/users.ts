export interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "editor" | "viewer";
  lastLoginAt: string | null;
}

const BASE: string = import.meta.env.VITE_API_BASE ?? "/api";

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export function searchUsers(q: string): Promise<User[]> {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  return get<User[]>(`/users?${params}`);
}

export function getUser(id: number): Promise<User> {
  return get<User>(`/users/${id}`);
}
