import { defineStore } from "pinia";
import { cachedGet, http } from "../api/client";

export type Notification = {
  id: number;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
};

export const useNotificationStore = defineStore("notifications", {
  state: () => ({
    items: [] as Notification[],
    loaded: false,
  }),
  getters: {
    unreadCount: (s) => s.items.filter((n) => !n.read).length,
  },
  actions: {
    async fetch() {
      if (this.loaded) return;
      this.items = await cachedGet<Notification[]>("/notifications");
      this.loaded = true;
    },
    async markRead(id: number) {
      await http.post(`/notifications/${id}/read`);
      const n = this.items.find((x) => x.id === id);
      if (n) n.read = true;
    },
    async markAllRead() {
      await http.post("/notifications/read-all");
      this.items.forEach((n) => (n.read = true));
    },
  },
});
