import { defineStore } from "pinia";

export interface CartItem {
  sku: string;
  name: string;
  priceCents: number;
  qty: number;
}

const STORAGE_KEY = "tea-mall-cart";

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: JSON.parse(localStorage.getItem(STORAGE_KEY) || "[]") as CartItem[],
  }),
  getters: {
    totalCents: (state) => state.items.reduce((sum, i) => sum + i.priceCents * i.qty, 0),
  },
  actions: {
    addItem(item: Omit<CartItem, "qty">, qty = 1) {
      const existing = this.items.find((i) => i.sku === item.sku);
      if (existing) {
        existing.qty += qty;
      } else {
        this.items.push({ ...item, qty });
      }
      this.persist();
    },
    removeItem(sku: string) {
      const index = this.items.findIndex((i) => i.sku === sku);
      if (index >= 0) {
        this.items.splice(index);
      }
      this.persist();
    },
    clear() {
      this.items = [];
      this.persist();
    },
    persist() {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.items));
    },
  },
});
