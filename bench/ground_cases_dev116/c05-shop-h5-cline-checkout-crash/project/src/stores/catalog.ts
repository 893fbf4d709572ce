import { defineStore } from "pinia";
import { fetchProducts, type Product } from "../api/products";

export const useCatalogStore = defineStore("catalog", {
  state: () => ({
    products: [] as Product[],
    loadedAt: 0,
  }),
  getters: {
    byId: (state) => (id: string) => state.products.find((p) => p.id === id),
  },
  actions: {
    async refresh() {
      this.products = await fetchProducts();
      this.loadedAt = Date.now();
    },
  },
});
