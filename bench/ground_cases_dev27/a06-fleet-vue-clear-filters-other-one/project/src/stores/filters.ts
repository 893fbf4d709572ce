import { defineStore } from "pinia";

export type VehicleStatus = "all" | "active" | "maintenance" | "retired";

export interface FilterState {
  search: string;
  status: VehicleStatus;
  depot: string | null;
  month: string | null; // "YYYY-MM"
  page: number;
}

const PAGE_SIZE = 25;

export const useFilterStore = defineStore("filters", {
  state: (): FilterState => ({
    search: "",
    status: "all",
    depot: null,
    month: null,
    page: 1,
  }),

  getters: {
    isFiltered: (state) =>
      state.search !== "" || state.status !== "all" || state.depot !== null || state.month !== null,
    offset: (state) => (state.page - 1) * PAGE_SIZE,
    limit: () => PAGE_SIZE,
  },

  actions: {
    setSearch(value: string) {
      this.search = value.trim();
      this.page = 1;
    },
    setStatus(value: VehicleStatus) {
      this.status = value;
      this.page = 1;
    },
    setDepot(value: string | null) {
      this.depot = value;
      this.page = 1;
    },
    setMonth(value: string | null) {
      this.month = value;
      this.page = 1;
    },
    clearFilters() {
      this.search = "";
      this.status = "" as VehicleStatus;
      this.depot = null;
      this.month = null;
      this.page = 1;
    },
  },
});
