import { defineStore } from "pinia";
import { api } from "@/api";
import type { Contact } from "@/types";

export const useContactsStore = defineStore("contacts", {
  state: () => ({
    items: [] as Contact[],
    query: "",
    loading: false,
  }),
  getters: {
    filtered(state): Contact[] {
      const q = state.query.trim().toLowerCase();
      if (!q) return state.items;
      return state.items.filter(
        (c) => c.fullName.toLowerCase().includes(q) || c.email.toLowerCase().includes(q),
      );
    },
  },
  actions: {
    async load() {
      this.loading = true;
      try {
        this.items = await api.get<Contact[]>("/contacts");
      } finally {
        this.loading = false;
      }
    },
  },
});
