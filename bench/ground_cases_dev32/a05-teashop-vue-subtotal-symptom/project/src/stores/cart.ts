import { defineStore } from "pinia";
import type { CartItem, Product } from "../types";

const STORAGE_KEY = "teashop.cart.v2";
const MAX_QTY = 20;

function load(): CartItem[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CartItem[]) : [];
  } catch {
    return [];
  }
}

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: load() as CartItem[],
    open: false,
  }),

  getters: {
    count: (state) => state.items.reduce((n, i) => n + i.qty, 0),
    subtotal: (state) => state.items.reduce((sum, i) => sum + i.price * i.qty, 0),
    isEmpty: (state) => state.items.length === 0,
  },

  actions: {
    add(product: Product, qty = 1) {
      const existing = this.items.find((i) => i.sku === product.sku);
      if (existing) {
        existing.qty = Math.min(MAX_QTY, existing.qty + qty);
      } else {
        this.items.push({ sku: product.sku, name: product.name, price: product.price, qty, imageUrl: product.imageUrl });
      }
      this.persist();
    },

    setQty(sku: string, qty: number) {
      const item = this.items.find((i) => i.sku === sku);
      if (!item) return;
      if (qty < 1) {
        this.remove(sku);
        return;
      }
      item.qty = Math.min(MAX_QTY, Math.floor(qty));
      this.persist();
    },

    clear() {
      this.items = [];
      this.persist();
    },

    remove(sku: string) {
      this.items = this.items.filter((i) => i.sku !== sku);
      this.persist();
    },

    persist() {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.items));
    },
  },
});
