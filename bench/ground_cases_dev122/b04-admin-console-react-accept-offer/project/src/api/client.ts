export interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "member";
  createdAt: string;
}

export interface PageResult<T> {
  items: T[];
  total: number;
}

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "http://localhost:8080/api";

export async function fetchUsers(page: number, perPage = 25): Promise<PageResult<User>> {
  const res = await fetch(`${BASE_URL}/users?page=${page}&per_page=${perPage}`, {
    credentials: "include",
  });
  if (!res.ok) {
    throw new Error(`GET /users failed: ${res.status}`);
  }
  return (await res.json()) as PageResult<User>;
}

export async function deleteUser(id: number): Promise<void> {
  const res = await fetch(`${BASE_URL}/users/${id}`, { method: "DELETE", credentials: "include" });
  if (!res.ok) {
    throw new Error(`DELETE /users/${id} failed: ${res.status}`);
  }
}
