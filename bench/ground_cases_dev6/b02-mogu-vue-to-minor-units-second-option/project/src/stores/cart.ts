import { defineStore } from "pinia";
import type { Currency } from "../utils/money";

export interface CartItem {
  sku: string;
  name: string;
  /** Unit price in major units, as returned by the catalogue API. */
  price: number;
  qty: number;
}

export const useCartStore = defineStore("cart", {
  state: () => ({
    currency: (import.meta.env.VITE_STORE_CURRENCY ?? "JPY") as Currency,
    items: [] as CartItem[],
  }),
  getters: {
    count: (s) => s.items.reduce((n, i) => n + i.qty, 0),
    subtotal: (s) => s.items.reduce((sum, i) => sum + i.price * i.qty, 0),
  },
  actions: {
    add(item: Omit<CartItem, "qty">, qty = 1) {
      const found = this.items.find((i) => i.sku === item.sku);
      if (found) found.qty += qty;
      else this.items.push({ ...item, qty });
    },
    remove(sku: string) {
      this.items = this.items.filter((i) => i.sku !== sku);
    },
  },
});
