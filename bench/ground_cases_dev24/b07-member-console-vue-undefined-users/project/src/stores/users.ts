import { defineStore } from "pinia";
import { api } from "@/lib/api";
import type { User } from "@/types";

interface UsersState {
  users: User[] | undefined;
  loading: boolean;
  error: string | null;
  keyword: string;
}

export const useUsersStore = defineStore("users", {
  state: (): UsersState => ({
    users: undefined,
    loading: false,
    error: null,
    keyword: "",
  }),

  getters: {
    activeUsers: (state) => state.users!.filter((u) => u.active),
    filtered(): User[] {
      const kw = this.keyword.trim().toLowerCase();
      if (!kw) return this.activeUsers;
      return this.activeUsers.filter((u) => u.name.toLowerCase().includes(kw) || u.email.toLowerCase().includes(kw));
    },
  },

  actions: {
    async fetch() {
      this.loading = true;
      this.error = null;
      try {
        this.users = await api.listUsers();
      } catch (e) {
        this.error = e instanceof Error ? e.message : String(e);
      } finally {
        this.loading = false;
      }
    },
    async changeRole(id: number, role: User["role"]) {
      const updated = await api.updateRole(id, role);
      this.users = this.users?.map((u) => (u.id === id ? updated : u));
    },
  },
});
