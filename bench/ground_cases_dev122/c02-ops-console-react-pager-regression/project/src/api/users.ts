export interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "staff" | "viewer";
  createdAt: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchUsers(signal?: AbortSignal): Promise<User[]> {
  const res = await fetch(`${BASE}/users`, { signal, credentials: "include" });
  if (!res.ok) {
    throw new Error(`GET /users failed: ${res.status}`);
  }
  return (await res.json()) as User[];
}
