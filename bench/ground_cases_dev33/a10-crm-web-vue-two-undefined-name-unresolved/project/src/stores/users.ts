import { defineStore } from "pinia";
import { api } from "@/api";
import type { User } from "@/types";

export const useUsersStore = defineStore("users", {
  state: () => ({
    byId: {} as Record<string, User>,
    loaded: false,
  }),
  actions: {
    async load() {
      if (this.loaded) return;
      const users = await api.get<User[]>("/users?include_inactive=false");
      this.byId = Object.fromEntries(users.map((u) => [u.id, u]));
      this.loaded = true;
    },
  },
});
