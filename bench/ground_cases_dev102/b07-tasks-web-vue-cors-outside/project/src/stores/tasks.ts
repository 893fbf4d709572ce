import { defineStore } from "pinia";
import { api, ApiError, Task } from "../api/client";

export const useTasks = defineStore("tasks", {
  state: () => ({ items: [] as Task[], error: "" as string, loading: false }),
  getters: {
    open: (s) => s.items.filter((t) => !t.done),
    overdue: (s) => s.items.filter((t) => !t.done && t.dueOn !== null && t.dueOn < new Date().toISOString().slice(0, 10)),
  },
  actions: {
    async load() {
      this.loading = true;
      try {
        this.items = await api.listTasks();
        this.error = "";
      } catch (e) {
        this.error = e instanceof ApiError ? `API ${e.status}` : "通信エラー";
      } finally {
        this.loading = false;
      }
    },
    async add(title: string) {
      const t = await api.createTask(title);
      this.items.push(t);
    },
    async toggle(id: number) {
      const t = this.items.find((x) => x.id === id);
      if (!t) return;
      const updated = await api.toggle(id, !t.done);
      Object.assign(t, updated);
    },
    async remove(id: number) {
      await api.remove(id);
      this.items = this.items.filter((x) => x.id !== id);
    },
  },
});
