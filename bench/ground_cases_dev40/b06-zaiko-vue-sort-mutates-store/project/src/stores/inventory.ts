import { defineStore } from "pinia";
import { api } from "@/api";

export interface Product {
  id: string;
  sku: string;
  name: string;
  category: string;
  price: number; // 税抜・円
  stock: number;
  reorderPoint: number;
}

interface State {
  products: Product[];
  loading: boolean;
  lastFetchedAt: Date | null;
}

export const useInventoryStore = defineStore("inventory", {
  state: (): State => ({
    products: [],
    loading: false,
    lastFetchedAt: null,
  }),
  getters: {
    lowStock: (state) => state.products.filter((p) => p.stock <= p.reorderPoint),
    byName: (state) => [...state.products].sort((a, b) => a.name.localeCompare(b.name, "ja")),
    totalValue: (state) => state.products.reduce((sum, p) => sum + p.price * p.stock, 0),
  },
  actions: {
    async fetchAll() {
      this.loading = true;
      try {
        this.products = await api.get<Product[]>("/products");
        this.lastFetchedAt = new Date();
      } finally {
        this.loading = false;
      }
    },
    exportCsv(): string {
      const header = "sku,name,category,price,stock";
      const lines = this.products.map((p) => [p.sku, p.name, p.category, p.price, p.stock].join(","));
      return [header, ...lines].join("\n");
    },
  },
});
