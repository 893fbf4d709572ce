import { http } from "./http";

export interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "editor" | "viewer";
  createdAt: string;
}

export interface UserPage {
  items: User[];
  total: number;
}

export interface ListUsersParams {
  page: number;
  pageSize: number;
  q?: string;
}

export async function listUsers(params: ListUsersParams): Promise<UserPage> {
  const res = await http.get<UserPage>("/admin/users", { params });
  return res.data;
}
