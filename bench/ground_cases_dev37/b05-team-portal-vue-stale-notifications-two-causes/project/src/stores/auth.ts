import { defineStore } from "pinia";
import { http, setAccessToken } from "../api/client";

export type User = { id: number; name: string; email: string; teamId: number };

export const useAuthStore = defineStore("auth", {
  state: () => ({
    user: null as User | null,
    token: null as string | null,
  }),
  getters: {
    isLoggedIn: (s) => s.token !== null,
  },
  actions: {
    async login(email: string, password: string) {
      const res = await http.post<{ token: string; user: User }>("/auth/login", { email, password });
      this.token = res.data.token;
      this.user = res.data.user;
      setAccessToken(this.token);
    },
    async logout() {
      try {
        await http.post("/auth/logout");
      } finally {
        this.token = null;
        this.user = null;
        setAccessToken(null);
      }
    },
  },
});
