import { defineStore } from "pinia";
import type { OrderStatus } from "@/composables/useOrders";

export const useFilterStore = defineStore("orderFilters", {
  state: () => ({
    status: "all" as OrderStatus,
    page: 1,
    keyword: "",
  }),
  getters: {
    isFiltered: (state) => state.status !== "all" || state.keyword !== "",
  },
  actions: {
    setStatus(status: OrderStatus) {
      this.status = status;
      this.page = 1;
    },
    setPage(page: number) {
      this.page = page;
    },
    setKeyword(keyword: string) {
      this.keyword = keyword.trim();
      this.page = 1;
    },
    reset() {
      this.status = "all";
      this.page = 1;
      this.keyword = "";
    },
  },
});
