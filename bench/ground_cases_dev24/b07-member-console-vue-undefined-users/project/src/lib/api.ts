import axios from "axios";
import type { Paged, User } from "@/types";

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? "/api",
  timeout: 10_000,
  withCredentials: true,
});

http.interceptors.response.use(
  (res) => res,
  (err) => {
    if (err.response?.status === 401) {
      window.location.href = "/login";
    }
    return Promise.reject(err);
  },
);

export const api = {
  async listUsers(): Promise<User[]> {
    const { data } = await http.get<Paged<User>>("/users", { params: { per_page: 500 } });
    return data.items;
  },
  async updateRole(id: number, role: User["role"]): Promise<User> {
    const { data } = await http.patch<User>(`/users/${id}`, { role });
    return data;
  },
};
