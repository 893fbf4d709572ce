import { defineStore } from "pinia";

const STORAGE_KEY = "mochi-cart-v1";

function load() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY)) ?? [];
  } catch {
    return [];
  }
}

export const useCartStore = defineStore("cart", {
  state: () => ({ items: load() }),
  getters: {
    totalQuantity: (state) => state.items.reduce((n, item) => n + item.quantity, 0),
  },
  actions: {
    add(product, quantity = 1) {
      const found = this.items.find((item) => item.sku === product.sku);
      if (found) {
        found.quantity += quantity;
      } else {
        this.items.push({ sku: product.sku, name: product.name, price: product.price, quantity });
      }
      this.persist();
    },
    remove(sku) {
      this.items = this.items.filter((item) => item.sku !== sku);
      this.persist();
    },
    setQuantity(sku, quantity) {
      const found = this.items.find((item) => item.sku === sku);
      if (!found) return;
      if (quantity <= 0) {
        this.remove(sku);
        return;
      }
      found.quantity = quantity;
      this.persist();
    },
    persist() {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.items));
    },
  },
});
