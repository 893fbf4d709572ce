import { http } from "./http";

export interface User {
  id: number;
  name: string;
  email: string;
  teamId: number;
  active: boolean;
}

interface UserListResponse {
  users: User[];
}

/** Users that can be assigned tickets (active, not external). */
export async function listAssignable(): Promise<User[]> {
  const res = await http.get<UserListResponse>("/users", { params: { assignable: 1 } });
  return res.data.users ?? [];
}

export async function getUser(id: number): Promise<User> {
  const res = await http.get<User>(`/users/${id}`);
  return res.data;
}

export async function searchUsers(q: string): Promise<User[]> {
  if (q.trim().length < 2) return [];
  const res = await http.get<UserListResponse>("/users", { params: { q } });
  return res.data.users ?? [];
}
