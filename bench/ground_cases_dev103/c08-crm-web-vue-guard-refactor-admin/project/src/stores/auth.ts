import { defineStore } from "pinia";
import { http } from "../api/http";

export interface User {
  id: number;
  name: string;
  role: "admin" | "sales" | "viewer";
}

export const useAuthStore = defineStore("auth", {
  state: () => ({
    token: localStorage.getItem("crm_token") as string | null,
    user: null as User | null,
    loaded: false,
  }),
  getters: {
    isLoggedIn: (s) => !!s.token,
    isAdmin: (s) => s.user?.role === "admin",
  },
  actions: {
    async loadMe() {
      if (!this.token) {
        this.loaded = true;
        return;
      }
      try {
        const { data } = await http.get<User>("/me");
        this.user = data;
      } catch {
        this.logout();
      } finally {
        this.loaded = true;
      }
    },
    async login(username: string, password: string) {
      const { data } = await http.post<{ token: string }>("/login", { username, password });
      this.token = data.token;
      localStorage.setItem("crm_token", data.token);
      await this.loadMe();
    },
    logout() {
      this.token = null;
      this.user = null;
      localStorage.removeItem("crm_token");
    },
  },
});
