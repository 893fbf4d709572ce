import { defineStore } from "pinia";
import { get, setOrg } from "../api/client";

export type Org = { id: string; name: string; plan: "free" | "team" | "enterprise" };

export const useOrgStore = defineStore("org", {
  state: () => ({
    orgs: [] as Org[],
    currentId: localStorage.getItem("console.org") as string | null,
  }),
  getters: {
    current: (state) => state.orgs.find((o) => o.id === state.currentId) ?? state.orgs[0] ?? null,
  },
  actions: {
    async load() {
      this.orgs = await get<Org[]>("/me/orgs");
      if (this.current) setOrg(this.current.id);
    },
    switchTo(id: string) {
      this.currentId = id;
      localStorage.setItem("console.org", id);
      setOrg(id);
    },
  },
});
