import { defineStore } from "pinia";

export const useSessionStore = defineStore("session", {
  state: () => ({
    token: "" as string,
    username: "" as string,
    role: "viewer" as "admin" | "editor" | "viewer",
  }),
  getters: {
    isAdmin: (s) => s.role === "admin",
  },
  actions: {
    login(token: string, username: string, role: "admin" | "editor" | "viewer") {
      this.token = token;
      this.username = username;
      this.role = role;
    },
    logout() {
      this.$reset();
    },
  },
});
