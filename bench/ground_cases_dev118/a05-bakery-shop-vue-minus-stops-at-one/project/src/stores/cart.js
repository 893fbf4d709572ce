import { defineStore } from "pinia";
import { fetchCoupon } from "../api/coupons";

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: [], // { id, name, price, qty }
    coupon: null,
    couponError: "",
  }),

  getters: {
    subtotal: (state) => state.items.reduce((sum, item) => sum + item.price * item.qty, 0),
    discount() {
      if (!this.coupon || this.subtotal < this.coupon.minTotal) return 0;
      return Math.round(this.subtotal * this.coupon.percent) / 100;
    },
    total() {
      return Math.round((this.subtotal - this.discount) * 100) / 100;
    },
    count: (state) => state.items.reduce((n, item) => n + item.qty, 0),
  },

  actions: {
    add(product) {
      const existing = this.items.find((i) => i.id === product.id);
      if (existing) {
        existing.qty += 1;
      } else {
        this.items.push({ id: product.id, name: product.name, price: product.price, qty: 1 });
      }
    },
    setQty(id, qty) {
      const item = this.items.find((i) => i.id === id);
      if (!item) return;
      // typed values can be empty, negative or fractional: keep a whole number >= 1
      item.qty = Math.max(1, Math.floor(Number(qty)) || 1);
    },
    remove(id) {
      this.items = this.items.filter((i) => i.id !== id);
    },
    clear() {
      this.items = [];
      this.coupon = null;
      this.couponError = "";
    },
    async applyCoupon(code) {
      this.couponError = "";
      const coupon = await fetchCoupon(code);
      if (!coupon) {
        this.couponError = "Unknown coupon";
        return;
      }
      // the API sends snake_case keys and decimals as strings
      this.coupon = {
        code: coupon.code,
        percent: parseFloat(coupon.percent_off),
        minTotal: parseFloat(coupon.min_total),
      };
    },
  },
});
