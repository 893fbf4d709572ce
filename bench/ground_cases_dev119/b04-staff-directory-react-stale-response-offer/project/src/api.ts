/// <reference types="vite/client" />
export type User = { id: number; name: string; email: string; department?: string };
export type Page<T> = { items: T[]; total: number };

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "http://localhost:8080/api";

export async function fetchUsers(query: string, page: number, size: number): Promise<Page<User>> {
  const params = new URLSearchParams({ q: query, page: String(page), size: String(size) });
  const res = await fetch(`${BASE_URL}/users?${params}`);
  if (!res.ok) {
    throw new Error(`GET /users failed: ${res.status}`);
  }
  return (await res.json()) as Page<User>;
}

export async function fetchUser(id: number): Promise<User> {
  const res = await fetch(`${BASE_URL}/users/${id}`);
  if (!res.ok) {
    throw new Error(`GET /users/${id} failed: ${res.status}`);
  }
  return (await res.json()) as User;
}
