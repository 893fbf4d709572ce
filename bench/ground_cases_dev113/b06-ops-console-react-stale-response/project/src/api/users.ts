export interface User {
  id: number;
  name: string;
  email: string;
  team: string;
  active: boolean;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = "ApiError";
  }
}

function authHeaders(): HeadersInit {
  const token = localStorage.getItem("ops_token");
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function searchUsers(q: string): Promise<User[]> {
  const res = await fetch(`${BASE}/users?q=${encodeURIComponent(q)}`, { headers: authHeaders() });
  if (!res.ok) {
    throw new ApiError(`search failed`, res.status);
  }
  const body = (await res.json()) as { users: User[] };
  return body.users;
}

export async function getUser(id: number): Promise<User> {
  const res = await fetch(`${BASE}/users/${id}`, { headers: authHeaders() });
  if (!res.ok) {
    throw new Error(`user ${id} not found`);
  }
  return (await res.json()) as User;
}

export async function deactivateUser(id: number): Promise<void> {
  const res = await fetch(`${BASE}/users/${id}/deactivate`, { method: "POST", headers: authHeaders() });
  if (!res.ok) {
    throw new Error(`deactivate failed`);
  }
}
