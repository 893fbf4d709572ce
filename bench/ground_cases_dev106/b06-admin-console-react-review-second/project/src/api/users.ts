export interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "member";
  createdAt: string;
}

export interface UserPage {
  items: User[];
  total: number;
  page: number;
  perPage: number;
}

export interface UserQuery {
  page: number;
  perPage?: number;
  q?: string;
  sort?: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

function toUser(raw: Record<string, unknown>): User {
  return {
    id: Number(raw.id),
    name: String(raw.name),
    email: String(raw.email),
    role: raw.role === "admin" ? "admin" : "member",
    createdAt: String(raw.created_at),
  };
}

export async function fetchUsers(query: UserQuery, signal?: AbortSignal): Promise<UserPage> {
  const params = new URLSearchParams();
  params.set("page", String(query.page));
  params.set("per_page", String(query.perPage ?? 20));
  if (query.q) params.set("q", query.q);
  if (query.sort) params.set("sort", query.sort);
  const res = await fetch(`${BASE}/users?${params}`, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new Error(`GET /users failed: ${res.status}`);
  }
  const body = await res.json();
  return { items: body.items.map(toUser), total: body.total, page: body.page, perPage: body.per_page };
}
