export type Role = "admin" | "editor" | "viewer";

export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface UserPage {
  items: User[];
  total: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

/** page is 1-based; the server answers page <= 0 with an empty list. */
export async function fetchUsers(
  page: number,
  pageSize: number,
  q = "",
  signal?: AbortSignal,
): Promise<UserPage> {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (q.trim()) {
    params.set("q", q.trim());
  }
  const res = await fetch(`${BASE}/users?${params}`, { signal, credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET /users failed: ${res.status}`);
  }
  return res.json();
}

export async function setRole(id: number, role: Role): Promise<User> {
  const res = await fetch(`${BASE}/users/${id}/role`, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ role }),
  });
  if (!res.ok) {
    throw new Error(`PUT /users/${id}/role failed: ${res.status}`);
  }
  return res.json();
}
