import { defineStore } from "pinia";
import { fetchProjects } from "../api/client";
import type { Project } from "../api/types";

export const useProjectsStore = defineStore("projects", {
  state: () => ({
    projects: [] as Project[],
    nextCursor: null as string | null,
    loading: false,
    error: null as string | null,
  }),
  getters: {
    active: (state) => state.projects.filter((p) => !p.archived),
  },
  actions: {
    async load() {
      this.loading = true;
      this.error = null;
      try {
        const res = await fetchProjects();
        this.projects = res.items;
        this.nextCursor = res.nextCursor;
      } catch (e) {
        this.error = e instanceof Error ? e.message : String(e);
      } finally {
        this.loading = false;
      }
    },
    async loadMore() {
      if (!this.nextCursor) return;
      const res = await fetchProjects(this.nextCursor);
      this.projects.push(...res.items);
      this.nextCursor = res.nextCursor;
    },
  },
});
