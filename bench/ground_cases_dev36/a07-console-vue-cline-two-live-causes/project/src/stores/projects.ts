import { defineStore } from "pinia";
import { get } from "../api/client";

export type Project = {
  id: string;
  name: string;
  archived: boolean;
};

export const useProjectsStore = defineStore("projects", {
  state: () => ({
    items: [] as Project[],
    loading: false,
    error: null as string | null,
  }),
  getters: {
    active: (state) => state.items.filter((p) => !p.archived),
  },
  actions: {
    async fetchFor(orgId: string) {
      this.loading = true;
      this.error = null;
      try {
        const list = await get<Project[]>("/projects");
        this.items = list;
      } catch (e) {
        this.error = (e as Error).message;
      } finally {
        this.loading = false;
      }
      return orgId;
    },
  },
});
