import { defineStore } from 'pinia';
import { sumCents, percentOf } from '../utils/money';

export const useCartStore = defineStore('cart', {
  state: () => ({
    items: [],
    couponPercent: 0,
  }),

  getters: {
    count: (state) => state.items.reduce((n, item) => n + item.qty, 0),
    subtotalCents: (state) => sumCents(state.items.map((item) => item.unitCents * item.qty)),
    discountCents() {
      return percentOf(this.subtotalCents, this.couponPercent);
    },
    totalCents() {
      return this.subtotalCents - this.discountCents;
    },
  },

  actions: {
    addItem(product, qty = 1) {
      const existing = this.items.find((item) => item.id === product.id);
      if (existing) {
        existing.qty += qty;
        return;
      }
      // keep money as integer cents so totals don't drift
      this.items.push({ id: product.id, name: product.name, unitCents: Math.round(product.price * 100), qty });
    },

    setQuantity(id, qty) {
      const item = this.items.find((i) => i.id === id);
      if (item) item.qty = Math.max(1, Math.floor(qty));
    },

    removeItem(id) {
      this.items = this.items.filter((item) => item.id !== id);
    },

    applyCoupon(percent) {
      this.couponPercent = Math.min(Math.max(percent, 0), 50);
    },

    clear() {
      this.items = [];
      this.couponPercent = 0;
    },
  },
});
